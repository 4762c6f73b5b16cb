import { readFileSync } from 'node:fs';

let url: string | undefined;

/**
 * Where TODO comments link the migration guide unless `--guide-url` or an overlay's `guideUrl` says otherwise: the
 * guide shipped in this package's published version, at an address that does not move with later releases.
 */
export function defaultGuideUrl(): string {
  if (url === undefined) {
    // package.json is one folder above src/ and dist/ alike.
    const { name, version } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { name: string; version: string };
    url = `https://unpkg.com/${name}@${version}/migration-guide.md`;
  }
  return url;
}
