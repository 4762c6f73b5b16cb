import { Agent, fetch as undiciFetch } from 'undici';
import { vi } from 'vitest';
import type { RequestInit as UndiciRequestInit } from 'undici';
import { startSandbox } from '@compliance-migrate/sandbox';
import type { Sandbox, SandboxOptions } from '@compliance-migrate/sandbox';

export const CLIENT_ID = 'demo-client';
export const CLIENT_SECRET = 'demo-secret';

/** A fetch that counts token endpoint requests per grant_type. */
export function countingFetch(): { fetch: typeof fetch; grants: Record<string, number> } {
  const grants: Record<string, number> = {};
  const wrapped: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/connect/token') && init?.body) {
      const type = new URLSearchParams(String(init.body)).get('grant_type') ?? '?';
      grants[type] = (grants[type] ?? 0) + 1;
    }
    return fetch(input, init);
  };
  return { fetch: wrapped, grants };
}

export async function withSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox(options);
}

/**
 * The sandbox's per-client setting for native apps (RFC 8252 §7.3): the registered loopback redirect URI on
 * any port, as the browser login listens on a free one. Without it the sandbox matches redirect_uri exactly.
 */
export const NATIVE_CLIENTS: SandboxOptions['clients'] = {
  'demo-client': { anyLoopbackPort: true },
  'demo-spa': { anyLoopbackPort: true },
};

/** A minimal cookie jar for driving the login page over HTTP. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.#cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
  }

  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Plays the user's browser: follows the authorization URL to the login page, posts the credentials and
 * follows redirects until the loopback redirect URI is reached (which it requests, like a browser).
 */
export async function driveLogin(
  authorizationUrl: URL,
  redirectUri: string,
  username: string,
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const jar = new CookieJar();
  let url = authorizationUrl.href;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetchImpl(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    jar.store(response);
    if (url.startsWith(redirectUri)) return response;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`Unexpected page at ${url} (${response.status})`);
    const fields = inputsOf(html);
    url = new URL(decodeEntities(action), url).href;
    method = 'POST';
    if (fields.some(([name]) => name === 'state' || name === 'code' || name === 'error')) {
      // response_mode=form_post: the page posts the authorization response to the redirect URI.
      body = new URLSearchParams(fields).toString();
    } else {
      if (body)
        throw new Error(`The login page came back at ${url} (${response.status}): wrong credentials?`);
      body = new URLSearchParams({ username, password }).toString();
    }
  }
  throw new Error('Too many redirects');
}

/** Name and value of every input of a page. */
function inputsOf(html: string): [string, string][] {
  const attribute = (tag: string, name: string): string | undefined => {
    const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
    const raw = match?.[1] ?? match?.[2];
    return raw === undefined ? undefined : decodeEntities(raw);
  };
  const fields: [string, string][] = [];
  for (const tag of html.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(tag, 'name');
    if (name !== undefined) fields.push([name, attribute(tag, 'value') ?? '']);
  }
  return fields;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Moves `Date` `ms` ahead without waiting. The sandbox runs in this process, so its identity provider, its API's
 * token checks and the auth package all see the same moved clock; only `Date` is faked, timers and I/O stay real.
 * The clock stands still between moves. Tests that call it restore it with `vi.useRealTimers()` afterwards.
 */
export function advanceClock(ms: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/** A fetch that trusts `ca` (the CA of a sandbox started with `tls`) besides nothing else. */
export function fetchTrusting(ca: string): typeof fetch {
  const dispatcher = new Agent({ connect: { ca } });
  return ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher } as UndiciRequestInit)) as unknown as typeof fetch;
}
