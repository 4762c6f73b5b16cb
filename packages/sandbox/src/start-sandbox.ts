import { withConsentForOfflineAccess, withFragmentByDefault } from './idp/authorize-request.js';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createService } from './api/service.js';
import { FAULTS_PATH, handleFaultsEndpoint } from './control/faults-endpoint.js';
import { seedStore } from './data/seed.js';
import type { FaultConfig } from './faults/fault-config.js';
import { FaultControls } from './faults/fault-controls.js';
import { sendJson } from './http/send.js';
import { DEFAULT_LOGOUT_URI, DEFAULT_REDIRECT_URI } from './idp/clients.js';
import { createProvider } from './idp/create-provider.js';
import { handleIdentityTokenValidation } from './idp/identity-token-validation.js';
import { INTERACTION_PATH, handleInteraction } from './idp/interactions.js';
import { generateSigningKeys } from './idp/keys.js';
import { LogoutCallbacks } from './idp/logout-callbacks.js';
import type { ApiVersion } from './serializers/version.js';

/** Options of {@link startSandbox}; every one has a default. */
export interface SandboxOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Host to listen on and to name in URLs (default 127.0.0.1). */
  host?: string;
  /** Access token lifetime in seconds (default 1800, as the spec says). */
  accessTokenTtl?: number;
  /** ID token lifetime in seconds (default 3600). */
  idTokenTtl?: number;
  /** Authorization code lifetime in seconds (default 60). */
  codeTtl?: number;
  /** Refresh token lifetime in seconds (default 14 days). */
  refreshTokenTtl?: number;
  /** Faults switched on from the start (default none). */
  faults?: FaultConfig;
  /** Logout URI of the demo clients (default http://127.0.0.1/logout). */
  logoutUri?: string;
  /** Redirect URIs of the demo clients (default [http://127.0.0.1/callback]). */
  redirectUris?: string[];
}

/** A running sandbox. */
export interface Sandbox {
  /** Root URL, e.g. `http://127.0.0.1:PORT`. */
  url: string;
  /** The issuer, `${url}/auth`. */
  issuer: string;
  /** The `{base_url}` of a version, `${url}/api/v${version}`. */
  apiUrl(version: ApiVersion): string;
  /** The fault switches (also reachable as `POST ${url}/__sandbox/faults`). */
  faults: FaultControls;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/** Where oidc-provider's back-channel logout tokens are accepted and dropped. */
const BACKCHANNEL_PATH = '/__sandbox/backchannel-logout';
const API_PATH = /^\/api\/v([456])(\/.*)?$/;

/**
 * Starts the emulated compliance service (v4, v5 and v6 at once) and its identity provider.
 * @example
 * const sandbox = await startSandbox();
 * console.log(sandbox.issuer, sandbox.apiUrl(6));
 * await sandbox.close();
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const faults = new FaultControls(options.faults ?? {});
  let handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async (_req, res) =>
    sendJson(res, 503, { error: 'server_error', message: 'The sandbox is starting.' });
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error', message: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const issuer = `${url}/auth`;

  const keys = await generateSigningKeys();
  const logoutUri = options.logoutUri ?? DEFAULT_LOGOUT_URI;
  const logout = new LogoutCallbacks({ 'demo-client': logoutUri, 'demo-spa': logoutUri });
  const provider = createProvider({
    issuer,
    resource: `${url}/api`,
    ttl: {
      accessToken: options.accessTokenTtl ?? 1800,
      idToken: options.idTokenTtl ?? 3600,
      code: options.codeTtl ?? 60,
      refreshToken: options.refreshTokenTtl ?? 14 * 24 * 3600,
    },
    uris: {
      redirectUris: options.redirectUris ?? [DEFAULT_REDIRECT_URI],
      logoutUri,
      backchannelUri: `${url}${BACKCHANNEL_PATH}`,
    },
    keys,
    logout,
  });
  const providerCallback = provider.callback();
  const store = seedStore();
  const service = createService({ store, tokens: { issuer, keys: keys.verifier }, faults });
  const tokenCheck = { issuer, keys: keys.verifier, clientIds: ['demo-client', 'demo-spa'] };

  handle = async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const api = API_PATH.exec(path);
    if (api) return service(req, res, Number(api[1]) as ApiVersion, api[2] ?? '/');
    if (path === FAULTS_PATH) return handleFaultsEndpoint(faults, req, res);
    if (path === BACKCHANNEL_PATH) {
      req.resume();
      res.writeHead(204).end();
      return;
    }
    if (path === '/auth/connect/identitytokenvalidation')
      return handleIdentityTokenValidation(tokenCheck, req, res);
    if (path.startsWith(`${INTERACTION_PATH}/`)) return handleInteraction(provider, req, res);
    if (path === '/auth' || path.startsWith('/auth/')) {
      let original = req.url ?? '/';
      if (req.method === 'GET' && path === '/auth/connect/authorize')
        original = withFragmentByDefault(withConsentForOfflineAccess(original));
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
      req.url = original.slice('/auth'.length) || '/';
      providerCallback(req, res);
      return;
    }
    sendJson(res, 404, { error: 'not_found', message: `Nothing at ${path}.` });
  };

  return {
    url,
    issuer,
    apiUrl: (version) => `${url}/api/v${version}`,
    faults,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
