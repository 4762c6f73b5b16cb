import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { ProxyConfigError } from '../errors.js';
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
    throw new ProxyConfigError(`--config ${path} is not valid JSON: ${(error as Error).message}.`, {
      cause: error,
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ProxyConfigError(`--config ${path} must hold a JSON object of settings (see docs/proxy.md).`);
  }
  checkConfigKeys(path, parsed as Record<string, unknown>);
  const config = parsed as ProxyConfigFile;
  if (config.overlays !== undefined && !Array.isArray(config.overlays)) {
    throw new ProxyConfigError(`--config ${path}: "overlays" must be a list of file paths.`);
  }
  return { ...config, overlays: config.overlays?.map((o) => resolve(dirname(path), String(o))) };
}
