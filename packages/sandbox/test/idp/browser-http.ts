import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { startSandbox } from '../../src/index.js';
import type { Sandbox, SandboxOptions } from '../../src/index.js';

/**
 * Plain-HTTP stand-ins for a browser in the identity provider tests: a cookie jar, a redirect follower that
 * stops at the login page or when the sandbox hands the browser back to the client, and small parsers.
 */

/**
 * A cookie jar good enough for one host (the sandbox's cookies are all scoped to `/auth`), with the fetch its
 * browser uses (the global one, or one trusting the CA of a sandbox started with `tls`).
 */
export class Jar {
  readonly #cookies = new Map<string, string>();
  constructor(readonly fetch: typeof globalThis.fetch = globalThis.fetch) {}
  /** The value of one cookie, if the jar holds it. */
  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index <= 0) continue;
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      // oidc-provider clears a cookie by setting it empty with an expiry in the past.
      if (value === '' || /expires=thu, 01 jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get size(): number {
    return this.#cookies.size;
  }
}

/** One request with the jar's cookies, no automatic redirects; stores the cookies of the answer. */
export async function fetchWith(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const cookie = jar.header();
  const response = await jar.fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, ...(cookie ? { cookie } : {}) },
  });
  jar.store(response);
  return response;
}

/** Where following the browser's redirects stopped. */
export type Stop =
  /** The sandbox's login page (HTML with a username/password form). */
  | { kind: 'login'; status: number; html: string; action: string }
  /** A redirect that leaves the sandbox (to the client's redirect URI). */
  | { kind: 'redirect'; url: URL }
  /** Any other answer of the sandbox: an error page, a form_post page, JSON. */
  | { kind: 'page'; status: number; contentType: string; body: string };

/** Follows redirects inside the sandbox until the login page, another page, or a redirect elsewhere. */
export async function follow(
  sandbox: Sandbox,
  jar: Jar,
  start: string | URL,
  first?: Response,
): Promise<Stop> {
  let response = first ?? (await fetchWith(jar, new URL(start, sandbox.url).href));
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, response.url || sandbox.url);
      if (next.origin !== new URL(sandbox.url).origin) {
        await response.arrayBuffer();
        return { kind: 'redirect', url: next };
      }
      await response.arrayBuffer();
      response = await fetchWith(jar, next.href);
      continue;
    }
    const contentType = response.headers.get('content-type') ?? '';
    const body = await response.text();
    // A page that submits its own form to the sandbox (oidc-provider ending the previous session when
    // another user signs in) is posted on, as a browser's script would.
    if (/document\.forms\[0\]\.submit\(\)/.test(body) && /<form/i.test(body)) {
      const form = parseForm(body);
      const target = new URL(form.action, sandbox.url);
      if (target.origin === new URL(sandbox.url).origin && form.method === 'post') {
        response = await fetchWith(jar, target.href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form.fields),
        });
        continue;
      }
    }
    const isLogin = /name="username"/.test(body) && /name="password"/.test(body);
    if (isLogin) {
      const action = decodeHtml(/<form[^>]*action="([^"]+)"/.exec(body)?.[1] ?? '');
      return { kind: 'login', status: response.status, html: body, action };
    }
    return { kind: 'page', status: response.status, contentType, body };
  }
  throw new Error('too many redirects');
}

/** Posts the login form of a login page stop and follows on. */
export async function submitLogin(
  sandbox: Sandbox,
  jar: Jar,
  login: Stop,
  username: string,
  password = `${username}-password`,
): Promise<Stop> {
  if (login.kind !== 'login') throw new Error(`expected the login page, got ${JSON.stringify(login)}`);
  const response = await fetchWith(jar, new URL(login.action, sandbox.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  return follow(sandbox, jar, login.action, response);
}

/** Opens an authorization URL, expects the login page, signs in and follows on to where the browser ends. */
export async function signIn(
  sandbox: Sandbox,
  jar: Jar,
  url: string | URL,
  username = 'alice',
): Promise<Stop> {
  return submitLogin(sandbox, jar, await follow(sandbox, jar, url), username);
}

/** The URL of a redirect stop, or a failure that shows what came instead. */
export function redirected(stop: Stop): URL {
  if (stop.kind !== 'redirect')
    throw new Error(`expected a redirect to the client, got ${JSON.stringify(stop)}`);
  return stop.url;
}

/** The parameters of a URL's fragment. */
/** The authorization response in a redirect: the fragment (spec §4.2's default), else the query. */
export function answerOf(url: URL): URLSearchParams {
  return url.hash.length > 1 ? fragmentOf(url) : url.searchParams;
}

/** The callback URL with its fragment moved into the query: what a browser app hands openid-client. */
export function fragmentAsQuery(url: URL): URL {
  const out = new URL(url);
  if (out.hash.length > 1) {
    out.search = out.hash.slice(1);
    out.hash = '';
  }
  return out;
}

export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the HTML character references of an attribute value. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const raw = match?.[1] ?? match?.[2] ?? match?.[3];
  return raw === undefined ? undefined : decodeHtml(raw);
}

/** The first form of an HTML page: its method, action and every input's name and value. */
export function parseForm(html: string): { method: string; action: string; fields: [string, string][] } {
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in ${html}`);
  const open = /<form\b[^>]*>/i.exec(form[0])?.[0] ?? '';
  const fields: [string, string][] = [];
  for (const input of form[1]?.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(input, 'name');
    if (name !== undefined) fields.push([name, attribute(input, 'value') ?? '']);
  }
  return {
    method: (attribute(open, 'method') ?? 'get').toLowerCase(),
    action: attribute(open, 'action') ?? '',
    fields,
  };
}

/** The payload of a JWT, not verified (the tests verify through the sandbox or openid-client). */
export function jwtPayload(jwt: string): Record<string, unknown> {
  const [, payload] = jwt.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** OIDC Core 3.3.2.11: the base64url of the left half of the SHA-256 of a value (c_hash, at_hash for RS256). */
export function leftHalfHash(value: string): string {
  const digest = createHash('sha256').update(value, 'ascii').digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

/** What a loopback callback server received. */
export interface Received {
  method: string;
  url: URL;
  contentType: string;
  body: string;
}

/** A loopback HTTP server standing in for the client's redirect URI; records every request it gets. */
export class CallbackServer {
  readonly received: Received[] = [];
  readonly #server: Server;
  #origin = '';

  private constructor() {
    this.#server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({
          method: req.method ?? '',
          url: new URL(req.url ?? '/', this.#origin),
          contentType: req.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(200, { 'content-type': 'text/plain' }).end('back in the app');
      });
    });
  }

  static async start(): Promise<CallbackServer> {
    const server = new CallbackServer();
    await new Promise<void>((resolve) => server.#server.listen(0, '127.0.0.1', resolve));
    server.#origin = `http://127.0.0.1:${(server.#server.address() as AddressInfo).port}`;
    return server;
  }

  /** `http://127.0.0.1:PORT/callback`. */
  get redirectUri(): string {
    return `${this.#origin}/callback`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}

/** A sandbox whose demo clients redirect to a loopback callback server, and ways to talk to it. */
export interface IdpFixture {
  sandbox: Sandbox;
  callback: CallbackServer;
  redirectUri: string;
  /** `GET /auth/connect/authorize` with `redirect_uri` set to the callback server's unless given. */
  authorizeUrl(params: Record<string, string>): URL;
  /** `POST /auth/connect/token` with a form body: the status, content type and parsed JSON. */
  token(
    form: Record<string, string>,
  ): Promise<{ status: number; contentType: string; body: Record<string, unknown> }>;
  /** Verifies an ID token's signature (the sandbox's JWKS), issuer and audience; answers its claims. */
  verifyIdToken(token: string, clientId: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Starts a callback server and a sandbox that knows it as the redirect URI of both demo clients. */
export async function startIdp(options: SandboxOptions = {}): Promise<IdpFixture> {
  const callback = await CallbackServer.start();
  const redirectUri = callback.redirectUri;
  const sandbox = await startSandbox({ ...options, redirectUris: [redirectUri] });
  const jwks = createRemoteJWKSet(new URL(`${sandbox.issuer}/.well-known/jwks`));
  return {
    sandbox,
    callback,
    redirectUri,
    authorizeUrl(params) {
      const url = new URL(`${sandbox.issuer}/connect/authorize`);
      for (const [key, value] of Object.entries({ redirect_uri: redirectUri, ...params })) {
        url.searchParams.set(key, value);
      }
      return url;
    },
    async token(form) {
      const response = await fetch(`${sandbox.issuer}/connect/token`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });
      const contentType = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        contentType,
        body: (await response.json()) as Record<string, unknown>,
      };
    },
    async verifyIdToken(token, clientId) {
      const { payload } = await jwtVerify(token, jwks, { issuer: sandbox.issuer, audience: clientId });
      return payload;
    },
    async close() {
      await sandbox.close();
      await callback.close();
    },
  };
}
