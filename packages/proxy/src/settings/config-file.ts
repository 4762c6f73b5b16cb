import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { ProxyConfigError } from '../errors.js';
import { parseVersion, versionList } from '@compliance-migrate/rename-map/versions';
import type { ProxyOptions } from '../options.js';
import { checkConfigKeys } from './config-keys.js';

/** The JSON file given to --config: the same settings, in the library's option names. */
export interface ProxyConfigFile {
  upstream?: string;
  upstreamVersion?: number;
  clientVersion?: number;
  listen?: string;
  overlays?: string[];
  workers?: number;
  translate?: boolean;
  limits?: ProxyOptions['limits'];
  versionSelection?: ProxyOptions['versionSelection'];
}

/** Reads a --config file; overlay paths in it are relative to the file. Throws ProxyConfigError. */
export async function readConfigFile(path: string): Promise<ProxyConfigFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ProxyConfigError(
      `cannot read --config ${path} (${(error as NodeJS.ErrnoException).code}); check the path.`,
      { cause: error },
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ProxyConfigError(
      `--config ${path}${jsonErrorPlace(text, error)} is not valid JSON: ${(error as Error).message}.`,
      {
        cause: error,
      },
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ProxyConfigError(`--config ${path} must hold a JSON object of settings (see docs/proxy.md).`);
  }
  checkConfigKeys(path, parsed as Record<string, unknown>);
  const config = parsed as ProxyConfigFile;
  if (config.overlays !== undefined && !Array.isArray(config.overlays)) {
    throw new ProxyConfigError(`--config ${path}: "overlays" must be a list of file paths.`);
  }
  checkConfigValues(path, config);
  return { ...config, overlays: config.overlays?.map((o) => resolve(dirname(path), String(o))) };
}

/** `:LINE:COLUMN` of a JSON.parse error that gives a position, else ''. */
function jsonErrorPlace(text: string, error: unknown): string {
  const position = /at position (\d+)/.exec((error as Error).message)?.[1];
  if (position === undefined) return '';
  const before = text.slice(0, Number(position)).split('\n');
  return `:${before.length}:${before[before.length - 1]!.length + 1}`;
}

/** The file's values of the wrong type or range, named by the file and key rather than by the flag. */
function checkConfigValues(path: string, config: ProxyConfigFile): void {
  const wrong = (key: string, want: string, got: unknown): never => {
    throw new ProxyConfigError(`--config ${path}: "${key}" must be ${want} (got ${JSON.stringify(got)}).`);
  };
  for (const key of ['upstreamVersion', 'clientVersion'] as const) {
    const value = config[key];
    if (value === undefined) continue;
    try {
      parseVersion(value);
    } catch {
      wrong(key, versionList('or'), value);
    }
  }
  if (config.translate !== undefined && typeof config.translate !== 'boolean')
    wrong('translate', 'true or false', config.translate);
  const workers = config.workers;
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 1 && workers <= 64))
    wrong('workers', 'a whole number from 1 to 64', workers);
  for (const [key, value] of Object.entries(config.limits ?? {})) {
    if (!(Number.isInteger(value) && (value as number) > 0))
      wrong(`limits.${key}`, 'a positive whole number', value);
  }
}
