import { resolve } from 'node:path';
import { parseVersion, versionList, type Version } from '@compliance-migrate/rename-map/versions';
import { CodemodError } from '../errors.js';

/** The codemod's settings, read from the options jscodeshift passes a transform (`--from=4 --to=6 …`). */
export interface TransformerSettings {
  from: Version;
  to: Version;
  /** Overlay files (absolute). */
  overlays: string[];
  apiHosts: string[];
  apiBases: string[];
  basePaths?: string[];
  /** The project the files belong to (absolute): linked once per process for what one file cannot show. */
  root: string;
}

/** jscodeshift hands a repeated option as a list and `--x=4` as a number; commas also separate values. */
function list(value: unknown): string[] {
  if (value === undefined || value === null || value === false) return [];
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.flatMap((v) => String(v).split(',')).filter((v) => v.length > 0);
}

/** `--from=4`, `--from=v4` (jscodeshift hands the first as a number): a version, or a CodemodError naming the option. */
function version(options: Record<string, unknown>, name: 'from' | 'to'): Version {
  try {
    return parseVersion(options[name]);
  } catch {
    throw new CodemodError(
      'ERR_CODEMOD_VERSIONS',
      `the compliance-migrate transform needs --${name}=<version>, ${versionList('or')} (e.g. npx jscodeshift -t … --from=4 --to=6); got ${String(options[name])}`,
    );
  }
}

/** Reads `--from --to --overlay --api-host --api-base --base-path --root`; paths are relative to `cwd`. */
export function readSettings(options: Record<string, unknown>, cwd: string): TransformerSettings {
  const from = version(options, 'from');
  const to = version(options, 'to');
  if (!(from < to)) {
    throw new CodemodError(
      'ERR_CODEMOD_VERSIONS',
      `--from=${from} --to=${to}: the codemod only moves code forward (to a later version)`,
    );
  }
  const basePaths = list(options['base-path']);
  return {
    from,
    to,
    overlays: list(options['overlay']).map((o) => resolve(cwd, o)),
    apiHosts: list(options['api-host']),
    apiBases: list(options['api-base']),
    ...(basePaths.length > 0 ? { basePaths } : {}),
    root: resolve(cwd, list(options['root'])[0] ?? '.'),
  };
}
