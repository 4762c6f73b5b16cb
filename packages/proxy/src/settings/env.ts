import { ProxyConfigError } from '../errors.js';
import { closest } from './closest.js';

/** Environment variables the proxy reads (flags win over them, they win over --config). */
export const PROXY_ENV = {
  upstream: 'COMPLIANCE_MIGRATE_UPSTREAM',
  upstreamVersion: 'COMPLIANCE_MIGRATE_UPSTREAM_VERSION',
  clientVersion: 'COMPLIANCE_MIGRATE_CLIENT_VERSION',
  listen: 'COMPLIANCE_MIGRATE_LISTEN',
  overlay: 'COMPLIANCE_MIGRATE_OVERLAYS',
  config: 'COMPLIANCE_MIGRATE_CONFIG',
  workers: 'COMPLIANCE_MIGRATE_WORKERS',
  maxRequestBody: 'COMPLIANCE_MIGRATE_MAX_REQUEST_BODY',
  maxResponseBody: 'COMPLIANCE_MIGRATE_MAX_TRANSLATABLE_RESPONSE',
  upstreamTimeout: 'COMPLIANCE_MIGRATE_UPSTREAM_TIMEOUT_MS',
  upstreamConnectTimeout: 'COMPLIANCE_MIGRATE_UPSTREAM_CONNECT_TIMEOUT_MS',
  upstreamHeadersTimeout: 'COMPLIANCE_MIGRATE_UPSTREAM_HEADERS_TIMEOUT_MS',
  upstreamBodyTimeout: 'COMPLIANCE_MIGRATE_UPSTREAM_BODY_TIMEOUT_MS',
  clientHeadersTimeout: 'COMPLIANCE_MIGRATE_CLIENT_HEADERS_TIMEOUT_MS',
  clientRequestTimeout: 'COMPLIANCE_MIGRATE_CLIENT_REQUEST_TIMEOUT_MS',
  clientBodyIdleTimeout: 'COMPLIANCE_MIGRATE_CLIENT_BODY_IDLE_TIMEOUT_MS',
  keepAliveTimeout: 'COMPLIANCE_MIGRATE_KEEP_ALIVE_TIMEOUT_MS',
  maxUpstreamRequests: 'COMPLIANCE_MIGRATE_MAX_UPSTREAM_REQUESTS',
  maxQueuedRequests: 'COMPLIANCE_MIGRATE_MAX_QUEUED_REQUESTS',
  queueTimeout: 'COMPLIANCE_MIGRATE_QUEUE_TIMEOUT_MS',
  versionHeader: 'COMPLIANCE_MIGRATE_VERSION_HEADER',
  translate: 'COMPLIANCE_MIGRATE_TRANSLATE',
} as const;

/** Variables of the same prefix that other parts of the toolkit read (the rename map's rewriter switch). */
const OTHER_ENV: readonly string[] = ['COMPLIANCE_MIGRATE_WASM'];
const PREFIX = 'COMPLIANCE_MIGRATE_';

/**
 * One line per `COMPLIANCE_MIGRATE_*` variable set in `env` that nothing reads, with the closest known name: a
 * typo would otherwise leave the default in force without a word.
 */
export function unknownEnvVariables(env: NodeJS.ProcessEnv): string[] {
  const known = [...Object.values(PROXY_ENV), ...OTHER_ENV];
  return Object.keys(env)
    .filter((name) => name.startsWith(PREFIX) && !known.includes(name))
    .sort()
    .map((name) => {
      const near = closest(
        name.slice(PREFIX.length),
        known.map((k) => k.slice(PREFIX.length)),
      );
      const hint = near === undefined ? '' : `; did you mean ${PREFIX}${near}?`;
      return `unknown environment variable ${name}${hint} (the proxy reads: ${Object.values(PROXY_ENV).join(', ')})`;
    });
}

/** A yes/no variable: 1/true/yes/on or 0/false/no/off (any case); `undefined` when unset or empty. */
export function envSwitch(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ProxyConfigError(`${name} must be true or false (1/0, yes/no, on/off); got "${raw}".`);
}
