import { withConsentForOfflineAccess, withFragmentByDefault } from './idp/authorize-request.js';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
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
import type { ClientSettings } from './idp/redirect-uri-policy.js';
import type { ApiVersion } from './serializers/version.js';
import { writeCaFile } from './tls/ca-file.js';
import type { CaFile } from './tls/ca-file.js';
import { makeCertificate } from './tls/make-certificate.js';

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
  /** Redirect URIs of the demo clients (default [http://127.0.0.1/callback]); matched exactly. */
  redirectUris?: string[];
  /** Looser behaviour per client id, off by default (e.g. `{ 'demo-spa': { anyLoopbackPort: true } }`). */
  clients?: Readonly<Record<string, ClientSettings>>;
  /** Serve everything over HTTPS with a certificate made at start, signed by a CA made with it. */
  tls?: boolean;
  /** Where to write that CA certificate (default: a temporary file, removed on close). */
  caFile?: string;
}

/** The CA of a sandbox started with `tls`. */
export interface SandboxCa {
  /** The CA certificate (PEM), for a client's `ca` option. */
  pem: string;
  /** The file holding it, for `NODE_EXTRA_CA_CERTS`. */
  file: string;
}

/** A running sandbox. */
export interface Sandbox {
  /** Root URL, e.g. `http://127.0.0.1:PORT` (`https://` with `tls`). */
  url: string;
  /** The CA that signed the server certificate, when started with `tls`. */
  ca?: SandboxCa;
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
  const certificate = options.tls ? makeCertificate([host]) : undefined;
  let handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async (_req, res) =>
    sendJson(res, 503, { error: 'server_error', message: 'The sandbox is starting.' });
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error', message: String(error) });
      else res.destroy();
    });
  };
  const server = certificate
    ? createTlsServer({ key: certificate.keyPem, cert: certificate.certPem }, listener)
    : createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `${certificate ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const issuer = `${url}/auth`;

  const keys = await generateSigningKeys();
  const logoutUri = options.logoutUri ?? DEFAULT_LOGOUT_URI;
  const logout = new LogoutCallbacks({
    logoutUris: { 'demo-client': logoutUri, 'demo-spa': logoutUri },
    issuer,
    keys: keys.verifier,
    sinkUrl: `${url}${BACKCHANNEL_PATH}`,
  });
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
    clients: options.clients ?? {},
    secret: randomBytes(32).toString('hex'),
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

  let caFile: CaFile | undefined;
  if (certificate) {
    try {
      caFile = await writeCaFile(certificate.caPem, options.caFile);
    } catch (error) {
      server.close();
      throw error;
    }
  }

  return {
    url,
    ...(certificate && caFile ? { ca: { pem: certificate.caPem, file: caFile.path } } : {}),
    issuer,
    apiUrl: (version) => `${url}/api/v${version}`,
    faults,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await caFile?.remove();
    },
  };
}
