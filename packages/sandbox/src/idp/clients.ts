/** Every scope the spec names; the demo client may request all of them. */
export const ALL_SCOPES = [
  'openid',
  'profile',
  'roles',
  'email',
  'offline_access',
  'resources_accounts_api',
] as const;

/** Where the demo clients are sent back to. */
export interface ClientUris {
  redirectUris: string[];
  logoutUri: string;
  /**
   * The sandbox's own back-channel sink: registering it makes oidc-provider put `sid` in every ID token;
   * the spec's GET logout callback is sent separately (see LogoutCallbacks).
   */
  backchannelUri: string;
}

/** The default loopback redirect URI of the demo clients. */
export const DEFAULT_REDIRECT_URI = 'http://127.0.0.1/callback';
/** The default loopback logout URI of the demo client. */
export const DEFAULT_LOGOUT_URI = 'http://127.0.0.1/logout';

/** The demo API client with a secret (authorization code, password, refresh, implicit). */
export const DEMO_CLIENT = { clientId: 'demo-client', clientSecret: 'demo-secret' } as const;
/** The public demo API client (PKCE and implicit only). */
export const DEMO_SPA_CLIENT = { clientId: 'demo-spa' } as const;

/** The oidc-provider client metadata of `demo-client` (secret) and `demo-spa` (public: PKCE and implicit). */
export function demoClients(uris: ClientUris): Record<string, unknown>[] {
  return [
    {
      client_id: DEMO_CLIENT.clientId,
      client_secret: DEMO_CLIENT.clientSecret,
      application_type: 'native',
      grant_types: ['authorization_code', 'refresh_token', 'implicit', 'password'],
      response_types: ['code', 'code id_token', 'id_token', 'id_token token'],
      redirect_uris: uris.redirectUris,
      post_logout_redirect_uris: uris.redirectUris,
      scope: ALL_SCOPES.join(' '),
      token_endpoint_auth_method: 'client_secret_post',
      backchannel_logout_uri: uris.backchannelUri,
      backchannel_logout_session_required: true,
    },
    {
      client_id: DEMO_SPA_CLIENT.clientId,
      application_type: 'native',
      grant_types: ['authorization_code', 'implicit'],
      response_types: ['code', 'id_token', 'id_token token'],
      redirect_uris: uris.redirectUris,
      post_logout_redirect_uris: uris.redirectUris,
      scope: ALL_SCOPES.filter((s) => s !== 'offline_access').join(' '),
      token_endpoint_auth_method: 'none',
      backchannel_logout_uri: uris.backchannelUri,
      backchannel_logout_session_required: true,
    },
  ];
}
