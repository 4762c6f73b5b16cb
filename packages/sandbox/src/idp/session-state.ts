import { createHash, createHmac, randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** The cookie holding the OP browser state (readable by scripts, as Session Management's OP iframe needs). */
export const BROWSER_STATE_COOKIE = 'op_browser_state';

/**
 * OpenID Connect Session Management 1.0 §3: `hex(sha256(client_id + " " + origin + " " + opbs + " " + salt))
 * + "." + salt`, where origin is the redirect URI's origin and opbs the OP browser state.
 */
export function sessionState(
  clientId: string,
  redirectUri: string,
  browserState: string,
  salt: string = randomBytes(16).toString('base64url'),
): string {
  const origin = new URL(redirectUri).origin;
  const hash = createHash('sha256').update(`${clientId} ${origin} ${browserState} ${salt}`).digest('hex');
  return `${hash}.${salt}`;
}

/**
 * Adds `session_state` to every successful authorization response (spec §4.2), whatever the response mode,
 * and sets the browser state cookie. The browser state is derived from the provider session, so it changes
 * when the session does (logout, another user).
 */
export function addSessionState(provider: Provider, secret: string): void {
  provider.on('authorization.success', (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
    const session = ctx.oidc.session;
    const { client_id: clientId, redirect_uri: redirectUri } = ctx.oidc.params;
    if (!session || !clientId || !redirectUri || 'error' in out) return;
    const browserState = createHmac('sha256', secret).update(session.uid).digest('base64url');
    out.session_state = sessionState(clientId, redirectUri, browserState);
    ctx.cookies.set(BROWSER_STATE_COOKIE, browserState, {
      httpOnly: false,
      signed: false,
      sameSite: 'lax',
      path: '/',
    });
  });
}
