import { parseVersion, versionList, type Version } from '@compliance-migrate/rename-map/versions';
import { ProxyConfigError } from '../errors.js';
import type { ProxyOptions } from '../options.js';
import { readConfigFile } from './config-file.js';
import { envSwitch, PROXY_ENV, unknownEnvVariables } from './env.js';
import { parseListen } from './listen.js';

/** The proxy's settings as flags give them (the CLI's `proxy` command and the `compliance-migrate-proxy` bin). */
export interface ProxyArgs {
  upstream?: string;
  upstreamVersion?: number;
  clientVersion?: number;
  listen?: string;
  overlay?: string[];
  config?: string;
  workers?: number;
  translate?: boolean;
}

/** What the proxy runs with: its options (without the map), the overlay files and the worker count. */
export interface ProxySettings {
  options: ProxyOptions;
  overlays: string[];
  workers: number;
}

/**
 * Merges flags, environment and config file (in that order of precedence) into proxy options; throws
 * ProxyConfigError naming the flag or variable at fault. The options are not yet checked by resolveOptions.
 *
 * Hand-written, not yargs' `.env()`/`.config()` or a config library (convict, c12): the proxy's own bin runs in a
 * slim install without yargs, the file nests limits that the environment gives as flat variables, and every error
 * must name the flag, variable or file key at fault (an unknown key with the closest valid one). The merge itself
 * is one `??` chain per setting; a library would add a dependency to the container and not shorten it.
 */
export async function readProxySettings(args: ProxyArgs, env: NodeJS.ProcessEnv): Promise<ProxySettings> {
  const unknown = unknownEnvVariables(env);
  if (unknown.length > 0) throw new ProxyConfigError(unknown.join('\n'));
  const configPath = args.config ?? env[PROXY_ENV.config];
  const file = configPath ? await readConfigFile(configPath) : {};
  const fromEnvNumber = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n)) throw new ProxyConfigError(`${name} must be a number (got "${raw}").`);
    return n;
  };
  /** A version from the environment (`6` or `v6`); a wrong one is named by its variable. */
  const fromEnvVersion = (name: string): Version | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    try {
      return parseVersion(raw);
    } catch {
      throw new ProxyConfigError(`${name} must be ${versionList('or')} (got "${raw}").`);
    }
  };
  const upstream = args.upstream ?? env[PROXY_ENV.upstream] ?? file.upstream;
  if (!upstream) {
    throw new ProxyConfigError(
      `say where the service is: --upstream URL (or ${PROXY_ENV.upstream}), its base URL with the version path, e.g. https://compliance.example.com/api/v6.`,
    );
  }
  const upstreamVersion =
    args.upstreamVersion ?? fromEnvVersion(PROXY_ENV.upstreamVersion) ?? file.upstreamVersion;
  if (upstreamVersion === undefined) {
    throw new ProxyConfigError(
      `say which version the upstream speaks: --upstream-version 6 (or ${PROXY_ENV.upstreamVersion}).`,
    );
  }
  const listen = parseListen(args.listen ?? env[PROXY_ENV.listen] ?? file.listen ?? '127.0.0.1:8080');
  const envOverlays = env[PROXY_ENV.overlay]
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const overlays = args.overlay ?? envOverlays ?? file.overlays ?? [];
  const workers = args.workers ?? fromEnvNumber(PROXY_ENV.workers) ?? file.workers ?? 1;
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new ProxyConfigError(`--workers must be a whole number from 1 to 64 (got ${workers}).`);
  }
  const translate = args.translate ?? envSwitch(env, PROXY_ENV.translate) ?? file.translate;
  const envHeader = env[PROXY_ENV.versionHeader];
  const clientVersion = args.clientVersion ?? fromEnvVersion(PROXY_ENV.clientVersion) ?? file.clientVersion;
  const options: ProxyOptions = {
    upstream,
    upstreamVersion: versionSetting('upstream-version', upstreamVersion),
    clientVersion: clientVersion === undefined ? undefined : versionSetting('client-version', clientVersion),
    host: listen.host,
    port: listen.port,
    translate,
    limits: {
      ...file.limits,
      ...definedOnly({
        maxRequestBody: fromEnvNumber(PROXY_ENV.maxRequestBody),
        maxTranslatableResponse: fromEnvNumber(PROXY_ENV.maxResponseBody),
        upstreamTimeout: fromEnvNumber(PROXY_ENV.upstreamTimeout),
        upstreamConnectTimeout: fromEnvNumber(PROXY_ENV.upstreamConnectTimeout),
        upstreamHeadersTimeout: fromEnvNumber(PROXY_ENV.upstreamHeadersTimeout),
        upstreamBodyTimeout: fromEnvNumber(PROXY_ENV.upstreamBodyTimeout),
        clientHeadersTimeout: fromEnvNumber(PROXY_ENV.clientHeadersTimeout),
        clientRequestTimeout: fromEnvNumber(PROXY_ENV.clientRequestTimeout),
        clientBodyIdleTimeout: fromEnvNumber(PROXY_ENV.clientBodyIdleTimeout),
        keepAliveTimeout: fromEnvNumber(PROXY_ENV.keepAliveTimeout),
        maxUpstreamRequests: fromEnvNumber(PROXY_ENV.maxUpstreamRequests),
        maxQueuedRequests: fromEnvNumber(PROXY_ENV.maxQueuedRequests),
        queueTimeout: fromEnvNumber(PROXY_ENV.queueTimeout),
      }),
    },
    versionSelection: {
      ...file.versionSelection,
      ...(envHeader === undefined
        ? {}
        : { header: envHeader === '' || envHeader === 'off' ? false : envHeader }),
    },
  };
  return { options, overlays, workers };
}

/** A version setting (`5` or `v5`), or a ProxyConfigError naming the flag. */
export function versionSetting(name: string, value: unknown): Version {
  try {
    return parseVersion(value);
  } catch {
    throw new ProxyConfigError(`--${name} must be ${versionList('or')} (got ${JSON.stringify(value)}).`);
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
