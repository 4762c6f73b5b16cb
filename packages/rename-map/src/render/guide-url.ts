import { readFileSync } from 'node:fs';

let packageBase: string | undefined;

/** `https://unpkg.com/<name>@<version>/`: where this package's published files live, at an address that does not move. */
function publishedBase(): string {
  if (packageBase === undefined) {
    // package.json is one folder above src/ and dist/ alike.
    const { name, version } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { name: string; version: string };
    packageBase = `https://unpkg.com/${name}@${version}/`;
  }
  return packageBase;
}

/**
 * Where TODO comments link the migration guide unless `--guide-url` or an overlay's `guideUrl` says otherwise: the
 * guide shipped in this package's published version, at an address that does not move with later releases.
 */
export function defaultGuideUrl(): string {
  return `${publishedBase()}migration-guide.md`;
}

/** The overlay reference shipped beside the guide in this package's published version: messages and guides link it. */
export function overlayReferenceUrl(): string {
  return `${publishedBase()}overlays.md`;
}
