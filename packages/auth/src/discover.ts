import { isIP } from 'node:net';
import * as client from 'openid-client';
import { AuthConfigError, DiscoveryError, InsecureEndpointError } from './errors.js';

/** A discovered identity provider with this program's client registration. */
export interface AuthClient {
  config: client.Configuration;
  issuer: string;
  clientId: string;
  /** True when the client has a secret (confidential: password grant, refresh tokens). */
  confidential: boolean;
  /** The fetch used for every request (tests pass a counting one). */
  fetch: typeof fetch;
  /** Secrets to scrub from any error message. */
  secrets: string[];
}

/** Options of {@link discover}. */
export interface DiscoverOptions {
  /** A fetch to use instead of the global one (for counting or proxies). */
  fetch?: typeof fetch;
  /** Request timeout in seconds (default 30). */
  timeout?: number;
}

/** True for 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1';
  return false;
}

/** Throws {@link InsecureEndpointError} unless `url` is HTTPS or plain HTTP on loopback. */
export function assertSecureUrl(what: string, url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AuthConfigError(`The ${what} "${url}" is not a valid URL.`);
  }
  if (parsed.protocol === 'https:') return parsed;
  if (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) return parsed;
  throw new InsecureEndpointError(what, url);
}

/**
 * Discovers the identity provider at `issuer` (`{auth_url}/auth`). The issuer and the token endpoint must
 * be HTTPS, except on loopback where plain HTTP is allowed (the sandbox).
 */
export async function discover(
  issuer: string,
  clientId: string,
  clientSecret?: string,
  options: DiscoverOptions = {},
): Promise<AuthClient> {
  const issuerUrl = assertSecureUrl('issuer', issuer);
  const insecure = issuerUrl.protocol === 'http:';
  const fetchImpl = options.fetch ?? fetch;
  let config: client.Configuration;
  try {
    config = await client.discovery(
      issuerUrl,
      clientId,
      clientSecret ?? undefined,
      clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
      {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: options.timeout ?? 30,
        [client.customFetch]: (url: string, init: client.CustomFetchOptions) =>
          fetchImpl(url, init as RequestInit),
      },
    );
  } catch (error) {
    throw new DiscoveryError(discoveryFailure(issuer, error));
  }
  const tokenEndpoint = config.serverMetadata().token_endpoint;
  if (!tokenEndpoint) throw new DiscoveryError(`The identity provider ${issuer} names no token endpoint.`);
  assertSecureUrl('token endpoint', tokenEndpoint);
  return {
    config,
    issuer: config.serverMetadata().issuer,
    clientId,
    confidential: Boolean(clientSecret),
    fetch: fetchImpl,
    secrets: clientSecret ? [clientSecret] : [],
  };
}

/** Why discovery failed, and what to check: whether anything answers there, then the issuer URL (from a flag or a scenario). */
function discoveryFailure(issuer: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `Discovery of ${issuer} failed: nothing answers there (${code}). Is the identity provider (or the sandbox) running, and is the issuer URL right? It ends with /auth.`;
  }
  return `Discovery of ${issuer} failed: ${message}. Check the issuer URL (it ends with /auth).`;
}
