import Provider, { errors } from 'oidc-provider';
import type { KoaContextWithOIDC, OidcClient } from 'oidc-provider';
import { API_AUDIENCE } from '../api/authenticate.js';
import { userBySub } from '../data/demo-users.js';
import { accountClaims } from './account-claims.js';
import { ALL_SCOPES, demoClients } from './clients.js';
import type { ClientUris } from './clients.js';
import type { SigningKeys } from './keys.js';
import { UI_LANGUAGES } from './locales.js';
import type { LogoutCallbacks } from './logout-callbacks.js';
import { registerPasswordGrant } from './password-grant.js';
import { applyRedirectUriPolicy } from './redirect-uri-policy.js';
import type { ClientSettings } from './redirect-uri-policy.js';
import { addSessionState } from './session-state.js';

/** Lifetimes in seconds. */
export interface TokenLifetimes {
  accessToken: number;
  idToken: number;
  code: number;
  refreshToken: number;
}

/** What the identity provider is built from. */
export interface ProviderSetup {
  issuer: string;
  /** The resource indicator of the compliance service (an absolute URL). */
  resource: string;
  ttl: TokenLifetimes;
  uris: ClientUris;
  keys: SigningKeys;
  logout: LogoutCallbacks;
  /** Looser behaviour per client id (off unless named). */
  clients: Readonly<Record<string, ClientSettings>>;
  /** Secret of this instance (cookies, the browser state behind `session_state`). */
  secret: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Throws invalid_scope for an authorization request naming a scope the sandbox does not have. */
async function rejectUnknownScopes(_ctx: unknown, scope: string | undefined): Promise<void> {
  const unknown = (scope ?? '').split(' ').filter((s) => s && !(ALL_SCOPES as readonly string[]).includes(s));
  if (unknown.length) throw new errors.InvalidScope('requested scope is not allowed', unknown.join(' '));
}

/** Creates the oidc-provider instance with the spec's routes, the demo clients and the password grant. */
export function createProvider(setup: ProviderSetup): Provider {
  const resourceServerInfo = {
    scope: API_AUDIENCE,
    audience: API_AUDIENCE,
    accessTokenTTL: setup.ttl.accessToken,
    accessTokenFormat: 'jwt',
  };
  const provider = new Provider(setup.issuer, {
    clients: demoClients(setup.uris),
    jwks: setup.keys.privateJwks,
    cookies: { keys: [setup.secret] },
    // Spec §4.2: redirect_uri is required at authorize and at the code exchange, even for a client with one.
    allowOmittingSingleRegisteredRedirectUri: false,
    // Back-channel logout tokens for the sandbox's sink are turned into the spec's GET callbacks in process.
    fetch: setup.logout.fetch,
    async findAccount(_ctx: unknown, sub: string) {
      const user = userBySub(sub);
      return user ? { accountId: sub, claims: () => accountClaims(user) } : undefined;
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'idp'],
      email: ['email', 'email_verified'],
      roles: ['role'],
    },
    scopes: [...ALL_SCOPES],
    // oidc-provider silently drops scope names it does not know; the spec (§4.2, §7) and the password grant
    // answer invalid_scope instead. This check runs after client_id and redirect_uri are verified, so the
    // error goes back to redirect_uri with the state.
    extraParams: { scope: rejectUnknownScopes },
    conformIdTokenClaims: false,
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      end_session: '/connect/endsession',
      jwks: '/.well-known/jwks',
      userinfo: '/connect/userinfo',
      revocation: '/connect/revocation',
    },
    responseTypes: ['code', 'code id_token', 'id_token', 'id_token token', 'none'],
    pkce: { required: (_ctx: unknown, client: OidcClient) => client.clientAuthMethod === 'none' },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      backchannelLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => setup.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => resourceServerInfo,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>Sign out</title></head><body>
${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>
<script>document.forms[0].insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.forms[0].submit()</script>
</body></html>`;
        },
      },
    },
    issueRefreshToken: (_ctx: unknown, client: OidcClient, code: { scopes: Set<string> }) =>
      client.grantTypeAllowed('refresh_token') &&
      client.clientAuthMethod !== 'none' &&
      code.scopes.has('offline_access'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: setup.ttl.accessToken,
      IdToken: setup.ttl.idToken,
      AuthorizationCode: setup.ttl.code,
      RefreshToken: setup.ttl.refreshToken,
      Grant: setup.ttl.refreshToken,
      Session: 14 * 24 * 3600,
      Interaction: 3600,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/auth/interaction/${interaction.uid}`,
    },
    discovery: { ui_locales_supported: [...UI_LANGUAGES] },
    async renderError(ctx: KoaContextWithOIDC, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html><body><h1>${escapeHtml(out.error ?? 'error')}</h1><p>${escapeHtml(
        out.error_description ?? '',
      )}</p></body></html>`;
    },
  });
  applyRedirectUriPolicy(provider, setup.clients);
  addSessionState(provider, setup.secret);
  registerPasswordGrant(provider, { resource: setup.resource, resourceServerInfo, apiScope: API_AUDIENCE });
  return provider;
}
