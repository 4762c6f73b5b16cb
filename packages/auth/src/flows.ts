import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import type { AuthClient } from './discover.js';
import { AuthConfigError, AuthorizationError, StateMismatchError } from './errors.js';
import { validateIdToken } from './id-token.js';
import type { IdTokenClaims } from './id-token.js';
import { toTokenRequestError } from './scrub.js';
import { toTokens } from './tokens.js';
import type { Tokens } from './tokens.js';

/** The default scope: an ID token, a refresh token and the compliance service. */
export const DEFAULT_SCOPE = 'openid profile offline_access resources_accounts_api';

/** The result of a login: the tokens and, when an ID token came, its validated claims. */
export interface LoginResult {
  tokens: Tokens;
  claims?: IdTokenClaims;
}

/** Resource owner password credentials (for CI). The password never appears in an error. */
export async function passwordGrant(
  auth: AuthClient,
  credentials: { username: string; password: string; scope?: string; validate?: boolean },
): Promise<LoginResult> {
  if (!auth.confidential) {
    throw new AuthConfigError('The password grant needs a client secret (set --client-secret-env).');
  }
  let response: client.TokenEndpointResponse;
  try {
    response = await client.genericGrantRequest(auth.config, 'password', {
      username: credentials.username,
      password: credentials.password,
      scope: credentials.scope ?? DEFAULT_SCOPE,
    });
  } catch (error) {
    throw toTokenRequestError(error, 'Password login', [...auth.secrets, credentials.password]);
  }
  const tokens = toTokens(response, Date.now());
  if (!tokens.idToken || credentials.validate === false) return { tokens };
  return { tokens, claims: await validateIdToken(auth, tokens.idToken) };
}

/** Refresh with rotation: the returned refresh token replaces the old one. */
export async function refreshTokens(auth: AuthClient, previous: Tokens): Promise<Tokens> {
  if (!previous.refreshToken) throw new AuthConfigError('No refresh token: log in again.');
  try {
    const response = await client.refreshTokenGrant(auth.config, previous.refreshToken);
    return toTokens(response, Date.now(), previous);
  } catch (error) {
    throw toTokenRequestError(error, 'Token refresh', [...auth.secrets, previous.refreshToken]);
  }
}

/** A browser login in progress: open `authorizationUrl`, then await `result`. */
export interface BrowserLogin {
  authorizationUrl: URL;
  redirectUri: string;
  /** Resolves once the loopback server received the callback and the code was exchanged. */
  result: Promise<LoginResult>;
  /** Stops the loopback server (also done once the callback arrived or the time ran out). */
  close(): Promise<void>;
}

/** Options of {@link startBrowserLogin}. */
export interface BrowserLoginOptions {
  scope?: string;
  /** Loopback host for the redirect server (default 127.0.0.1). */
  host?: string;
  /** Port of the redirect server (default 0: any free port). */
  port?: number;
  /** Path of the redirect URI (default /callback). */
  path?: string;
  /** Gives up after this many milliseconds (default 5 minutes). */
  timeoutMs?: number;
  /** Extra authorization parameters (ui_locales, prompt). */
  parameters?: Record<string, string>;
}

const PAGE = (text: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>compliance-migrate</title></head><body><p>${text}</p></body></html>`;

/**
 * Authorization code with PKCE, state and nonce, and a loopback redirect server. Returns the URL to open
 * and a promise of the tokens; the state is compared with the one sent and the nonce checked in the ID token.
 */
export async function startBrowserLogin(
  auth: AuthClient,
  options: BrowserLoginOptions = {},
): Promise<BrowserLogin> {
  const host = options.host ?? '127.0.0.1';
  const path = options.path ?? '/callback';
  const scope = options.scope ?? DEFAULT_SCOPE;
  const verifier = client.randomPKCECodeVerifier();
  const challenge = await client.calculatePKCECodeChallenge(verifier);
  const state = client.randomState();
  const nonce = client.randomNonce();

  let settle!: { resolve: (r: LoginResult) => void; reject: (e: unknown) => void };
  const result = new Promise<LoginResult>((resolve, reject) => (settle = { resolve, reject }));
  result.catch(() => undefined);
  let done = false;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', redirectUri);
    if (url.pathname !== path || done || (req.method !== 'GET' && req.method !== 'POST')) {
      req.resume();
      res.writeHead(404, { 'content-type': 'text/html' }).end(PAGE('Not found.'));
      return;
    }
    done = true;
    void (async () => {
      try {
        // The spec's response modes: form_post (asked for below: a server sees no fragment), or the query.
        if (req.method === 'POST') url.search = await readForm(req);
        else req.resume();
        const error = url.searchParams.get('error');
        if (error) {
          const description = url.searchParams.get('error_description');
          throw new AuthorizationError(`Login refused: ${error}${description ? ` (${description})` : ''}.`);
        }
        if (url.searchParams.get('state') !== state) throw new StateMismatchError();
        const response = await client
          .authorizationCodeGrant(auth.config, url, {
            pkceCodeVerifier: verifier,
            expectedState: state,
            expectedNonce: nonce,
            idTokenExpected: scope.split(' ').includes('openid'),
          })
          .catch((e: unknown) => {
            throw toTokenRequestError(e, 'Code exchange', auth.secrets);
          });
        const tokens = toTokens(response, Date.now());
        const claims = tokens.idToken ? await validateIdToken(auth, tokens.idToken, { nonce }) : undefined;
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(PAGE('Logged in. You may close this window and return to the terminal.'));
        settle.resolve(claims ? { tokens, claims } : { tokens });
      } catch (e) {
        res.writeHead(400, { 'content-type': 'text/html' });
        res.end(PAGE('Login failed. See the terminal.'));
        settle.reject(e);
      } finally {
        void close();
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const redirectUri = `http://${host.includes(':') ? `[${host}]` : host}:${port}${path}`;
  const timer = setTimeout(() => {
    settle.reject(new AuthorizationError('No login within the time allowed.', 'ERR_AUTH_TIMEOUT'));
    void close();
  }, options.timeoutMs ?? 300_000);
  timer.unref();
  let closed: Promise<void> | undefined;
  function close(): Promise<void> {
    clearTimeout(timer);
    closed ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closed;
  }

  const authorizationUrl = client.buildAuthorizationUrl(auth.config, {
    redirect_uri: redirectUri,
    scope,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
    // Spec §4.2: without response_mode the answer is a fragment, which a loopback server never receives.
    response_mode: 'form_post',
    // oidc-provider honours offline_access (a refresh token) only with prompt=consent.
    ...(scope.split(' ').includes('offline_access') ? { prompt: 'consent' } : {}),
    ...options.parameters,
  });
  return { authorizationUrl, redirectUri, result, close };
}

/** Reads a small urlencoded form body (the authorization response of response_mode=form_post). */
function readForm(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) {
        req.destroy();
        reject(new AuthorizationError('The authorization response was too large.'));
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}
