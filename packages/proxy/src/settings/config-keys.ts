import { ProxyConfigError } from '../errors.js';
import type { ProxyOptions } from '../options.js';
import type { ProxyConfigFile } from './config-file.js';
import { describeUnknownKey, unknownKeys } from './unknown-keys.js';

type Shape<T> = { readonly [K in keyof Required<T>]: true };

/** The keys a proxy --config file may hold; typed against the file and the library's options, so they cannot drift. */
const CONFIG_KEYS: Shape<Omit<ProxyConfigFile, 'limits' | 'versionSelection'>> & {
  limits: Shape<NonNullable<ProxyOptions['limits']>>;
  versionSelection: Shape<NonNullable<ProxyOptions['versionSelection']>>;
} = {
  upstream: true,
  upstreamVersion: true,
  clientVersion: true,
  listen: true,
  overlays: true,
  workers: true,
  translate: true,
  limits: {
    maxRequestBody: true,
    maxTranslatableResponse: true,
    upstreamTimeout: true,
    upstreamConnectTimeout: true,
    upstreamHeadersTimeout: true,
    upstreamBodyTimeout: true,
    clientHeadersTimeout: true,
    clientRequestTimeout: true,
    clientBodyIdleTimeout: true,
    keepAliveTimeout: true,
    maxUpstreamRequests: true,
    maxQueuedRequests: true,
    queueTimeout: true,
  },
  versionSelection: { pathPrefix: true, header: true },
};

/** Refuses a --config object holding a key the proxy does not know, naming it with the closest valid key. */
export function checkConfigKeys(path: string, config: Record<string, unknown>): void {
  const unknown = unknownKeys(config, CONFIG_KEYS);
  if (unknown.length > 0) {
    throw new ProxyConfigError(
      `--config ${path} holds settings the proxy does not know:\n${unknown.map((u) => `  - ${describeUnknownKey(u)}`).join('\n')}\nSee docs/proxy.md for every setting.`,
    );
  }
}
