import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * Calls each client's logout URI with `?sid=` (a server-to-server GET) after the identity provider
 * ended a session: the sids are noted when the logout page is shown and sent once logout succeeded.
 */
export class LogoutCallbacks {
  readonly #pending = new Map<string, { clientId: string; sid: string }[]>();

  constructor(readonly logoutUris: Readonly<Record<string, string>>) {}

  /** Notes the sessions' sids per client (called when the logout confirmation is rendered). */
  remember(ctx: KoaContextWithOIDC): void {
    const session = ctx.oidc.session;
    if (!session) return;
    const entries = Object.entries(session.authorizations ?? {})
      .filter(([, a]) => typeof a.sid === 'string')
      .map(([clientId, a]) => ({ clientId, sid: a.sid as string }));
    this.#pending.set(session.uid, entries);
  }

  /** Sends the callbacks for the session that just ended (errors of the client are ignored). */
  async fire(ctx: KoaContextWithOIDC): Promise<void> {
    const uid = ctx.oidc.session?.uid;
    if (!uid) return;
    const entries = this.#pending.get(uid) ?? [];
    this.#pending.delete(uid);
    await Promise.all(
      entries.map(async ({ clientId, sid }) => {
        const uri = this.logoutUris[clientId];
        if (!uri) return;
        const url = new URL(uri);
        url.searchParams.set('sid', sid);
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
          await response.arrayBuffer();
        } catch {
          // The client being down does not undo the logout.
        }
      }),
    );
  }
}
