import { jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';

/** What the callbacks need: each client's logout URI, and how to check the provider's logout tokens. */
export interface LogoutCallbackSetup {
  logoutUris: Readonly<Record<string, string>>;
  issuer: string;
  keys: JWTVerifyGetKey;
  /** The back-channel logout URI the demo clients register (the sandbox's own sink). */
  sinkUrl: string;
}

/**
 * Spec §4.2: after a session ends, the client's logout URI gets `GET ?sid=`. oidc-provider sends an OpenID
 * Connect back-channel logout token for every client of every session that ends — RP-initiated logout, and a
 * session replaced by another user's after `prompt=login` alike — to the sink each demo client registers;
 * {@link LogoutCallbacks.fetch}, given to oidc-provider as its `fetch`, turns each into the spec's GET callback.
 */
export class LogoutCallbacks {
  constructor(readonly setup: LogoutCallbackSetup) {}

  /** oidc-provider's outgoing fetch: logout tokens for the sink are handled in process, others go out. */
  readonly fetch = async (url: string | URL, init: RequestInit = {}): Promise<Response> => {
    if (String(url) !== this.setup.sinkUrl) return fetch(url, init);
    const token = new URLSearchParams(String(init.body ?? '')).get('logout_token') ?? '';
    await this.receive(token);
    return new Response(null, { status: 204 });
  };

  /** Checks a back-channel logout token and sends the GET callback for its client and sid. */
  async receive(logoutToken: string): Promise<void> {
    let clientId: string;
    let sid: string;
    try {
      const { payload } = await jwtVerify(logoutToken, this.setup.keys, { issuer: this.setup.issuer });
      clientId = String(Array.isArray(payload.aud) ? payload.aud[0] : payload.aud);
      sid = String(payload.sid ?? '');
    } catch {
      return;
    }
    const uri = this.setup.logoutUris[clientId];
    if (!uri || !sid) return;
    const callback = new URL(uri);
    callback.searchParams.set('sid', sid);
    try {
      const response = await fetch(callback, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
    } catch {
      // The client being down does not undo the logout.
    }
  }
}
