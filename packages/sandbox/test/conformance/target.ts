import { OAuth2Client } from '@badgateway/oauth2-client';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTPayload, JWTVerifyOptions } from 'jose';
import { Agent, fetch as undiciFetch } from 'undici';
import type { RequestInit as UndiciRequestInit } from 'undici';
import { startSandbox } from '../../src/index.js';
import type { Sandbox, SandboxOptions } from '../../src/index.js';
import { CallbackServer, Jar } from '../idp/browser-http.js';

/** How the conformance suite reaches the sandbox: plain HTTP, or HTTPS with the CA made at start. */
export type Transport = 'http' | 'tls';

/** A sandbox under test, seen from outside: its clients, a browser, and what its token endpoint answered. */
export interface Target {
  transport: Transport;
  sandbox: Sandbox;
  /** Every request of the suite goes through this fetch (it trusts the sandbox's CA, and nothing more, over TLS). */
  fetch: typeof fetch;
  /** Stands in for the client's redirect URI (`/callback`) and logout URI (`/logout`); records what arrives. */
  callback: CallbackServer;
  redirectUri: string;
  /** The JSON bodies the token endpoint answered, in order (the library keeps only part of them). */
  tokenResponses: Record<string, unknown>[];
  /** An OAuth 2.0 client of @badgateway/oauth2-client, configured by discovery. */
  client(clientId: 'demo-client' | 'demo-spa'): OAuth2Client;
  /** A fresh browser (cookie jar) using the suite's fetch. */
  browser(): Jar;
  /** Verifies a JWT with the keys from the discovered `jwks_uri` (jose, as the library validates no ID token). */
  verify(jwt: string, options: JWTVerifyOptions): Promise<JWTPayload>;
  close(): Promise<void>;
}

/** A fetch that trusts only `ca` for HTTPS (undici's own fetch with its own agent). */
function fetchTrusting(ca: string): typeof fetch {
  const dispatcher = new Agent({ connect: { ca } });
  return ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher } as UndiciRequestInit)) as unknown as typeof fetch;
}

/** Starts a sandbox over `transport` whose demo clients redirect to, and are logged out at, a callback server. */
export async function startTarget(transport: Transport, options: SandboxOptions = {}): Promise<Target> {
  const callback = await CallbackServer.start();
  const redirectUri = callback.redirectUri;
  const sandbox = await startSandbox({
    ...options,
    tls: transport === 'tls',
    redirectUris: [redirectUri],
    logoutUri: redirectUri.replace(/\/callback$/, '/logout'),
  });
  const base = transport === 'tls' ? fetchTrusting(sandbox.ca!.pem) : globalThis.fetch;
  const tokenResponses: Record<string, unknown>[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await base(input, init);
    if (String(input instanceof Request ? input.url : input).endsWith('/connect/token')) {
      tokenResponses.push((await response.clone().json()) as Record<string, unknown>);
    }
    return response;
  };
  const discovery = (await (
    await recording(`${sandbox.issuer}/.well-known/openid-configuration`)
  ).json()) as { jwks_uri: string };
  const jwks = createLocalJWKSet((await (await recording(discovery.jwks_uri)).json()) as JSONWebKeySet);
  return {
    transport,
    sandbox,
    fetch: recording,
    callback,
    redirectUri,
    tokenResponses,
    client: (clientId) =>
      new OAuth2Client({
        server: sandbox.url,
        discoveryEndpoint: `${sandbox.issuer}/.well-known/openid-configuration`,
        clientId,
        ...(clientId === 'demo-client'
          ? { clientSecret: 'demo-secret', authenticationMethod: 'client_secret_post' as const }
          : {}),
        fetch: recording,
      }),
    browser: () => new Jar(recording),
    verify: async (jwt, verifyOptions) => (await jwtVerify(jwt, jwks, verifyOptions)).payload,
    async close() {
      await sandbox.close();
      await callback.close();
    },
  };
}
