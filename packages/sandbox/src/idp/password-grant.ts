import { randomUUID } from 'node:crypto';
import { errors } from 'oidc-provider';
import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
import { authenticate } from '../data/demo-users.js';
import { accountClaims } from './account-claims.js';
import { ALL_SCOPES } from './clients.js';

/** What the password grant needs to mint an access token for the service. */
export interface PasswordGrantOptions {
  resource: string;
  resourceServerInfo: Record<string, unknown>;
  apiScope: string;
}

const OIDC_CLAIMS_BY_SCOPE: Record<string, string[]> = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'idp'],
  email: ['email', 'email_verified'],
  roles: ['role'],
};

/**
 * Registers the resource owner password credentials grant (`grant_type=password`, which oidc-provider
 * lacks): access token, ID token with `sid`, and a refresh token for `offline_access` from a confidential client.
 */
export function registerPasswordGrant(provider: Provider, options: PasswordGrantOptions): void {
  provider.registerGrantType(
    'password',
    async (ctx: KoaContextWithOIDC) => {
      const { params } = ctx.oidc;
      const client = ctx.oidc.client;
      if (!client) throw new errors.InvalidRequest('client authentication is required');
      if (!params.username || !params.password)
        throw new errors.InvalidRequest('username and password are required');
      const user = authenticate(params.username, params.password);
      if (!user) throw new errors.InvalidGrant('invalid username or password');

      const requested = (params.scope ?? 'openid').split(' ').filter(Boolean);
      const unknown = requested.filter((s) => !(ALL_SCOPES as readonly string[]).includes(s));
      if (unknown.length) throw new errors.InvalidScope('requested scope is not allowed', unknown.join(' '));
      const scopes = requested.filter((s) => s !== 'offline_access' || client.clientAuthMethod !== 'none');
      const oidcScopes = scopes.filter((s) => s !== options.apiScope);
      const apiScopes = scopes.filter((s) => s === options.apiScope).join(' ');

      const grant = new provider.Grant({ accountId: user.sub, clientId: client.clientId });
      grant.addOIDCScope(oidcScopes.join(' '));
      grant.addOIDCClaims(oidcScopes.flatMap((s) => OIDC_CLAIMS_BY_SCOPE[s] ?? []));
      if (apiScopes) grant.addResourceScope(options.resource, apiScopes);
      const grantId = await grant.save();

      const sid = randomUUID();
      const authTime = Math.floor(Date.now() / 1000);
      const at = new provider.AccessToken({ accountId: user.sub, client, grantId, gty: 'password', sid });
      at.resourceServer = new provider.ResourceServer(options.resource, options.resourceServerInfo);
      at.scope = apiScopes;
      const accessToken = await at.save();

      let refreshToken: string | undefined;
      if (scopes.includes('offline_access') && client.grantTypeAllowed('refresh_token')) {
        const rt = new provider.RefreshToken({
          accountId: user.sub,
          client,
          grantId,
          gty: 'password',
          scope: scopes.join(' '),
          resource: options.resource,
          sid,
          authTime,
          amr: ['pwd'],
          rotations: 0,
        });
        refreshToken = await rt.save();
      }

      let idToken: string | undefined;
      if (scopes.includes('openid')) {
        const token = new provider.IdToken(
          { ...accountClaims(user), auth_time: authTime, amr: ['pwd'] },
          { ctx },
        );
        token.scope = oidcScopes.join(' ');
        token.set('sid', sid);
        idToken = await token.issue({ use: 'idtoken' });
      }

      ctx.body = {
        access_token: accessToken,
        expires_in: at.expiration,
        token_type: 'Bearer',
        ...(idToken ? { id_token: idToken } : {}),
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
        scope: scopes.join(' '),
      };
    },
    ['username', 'password', 'scope'],
  );
}
