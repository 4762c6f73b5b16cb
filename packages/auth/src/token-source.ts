import type { AuthClient } from './discover.js';
import { AuthError } from './errors.js';
import { refreshTokens } from './flows.js';
import type { Tokens } from './tokens.js';

/** Options of {@link TokenSource}. */
export interface TokenSourceOptions {
  /** Refresh this many seconds before the access token expires (default 30, capped at half its life). */
  skewSeconds?: number;
  /** Gets fresh tokens when there is no refresh token (e.g. re-runs the password grant). */
  reauthenticate?: () => Promise<Tokens>;
  /** Called with every new set of tokens (e.g. to write the cache). */
  onTokens?: (tokens: Tokens) => void | Promise<void>;
  /** Clock in milliseconds (default Date.now). */
  now?: () => number;
}

/**
 * Hands out a valid access token: refreshes before expiry, and refreshes once for every request in
 * flight (a single shared promise) when the service answers 401.
 */
export class TokenSource {
  #tokens: Tokens;
  #inflight: Promise<Tokens> | undefined;
  readonly #auth: AuthClient;
  readonly #options: TokenSourceOptions;
  #issuedAt: number;

  constructor(auth: AuthClient, tokens: Tokens, options: TokenSourceOptions = {}) {
    this.#auth = auth;
    this.#tokens = tokens;
    this.#options = options;
    this.#issuedAt = this.#now();
  }

  /** The current tokens (do not print them). */
  get tokens(): Tokens {
    return this.#tokens;
  }

  /** A valid access token, refreshed first when it expires within the skew. */
  async getAccessToken(): Promise<string> {
    if (this.#inflight) return (await this.#inflight).accessToken;
    const life = this.#tokens.expiresAt - this.#issuedAt;
    const skew = Math.min((this.#options.skewSeconds ?? 30) * 1000, life / 2);
    if (this.#now() < this.#tokens.expiresAt - skew) return this.#tokens.accessToken;
    return (await this.refresh()).accessToken;
  }

  /**
   * Call when the service answered 401. Every caller in flight shares one refresh; pass the access token
   * that was rejected so that a caller arriving after a refresh gets the new token without another one.
   */
  async onUnauthorized(rejectedAccessToken?: string): Promise<string> {
    if (this.#inflight) return (await this.#inflight).accessToken;
    if (rejectedAccessToken !== undefined && rejectedAccessToken !== this.#tokens.accessToken) {
      return this.#tokens.accessToken;
    }
    return (await this.refresh()).accessToken;
  }

  /** Refreshes now (single-flight): with the refresh token (rotated), else by re-authenticating. */
  refresh(): Promise<Tokens> {
    this.#inflight ??= this.#doRefresh().finally(() => {
      this.#inflight = undefined;
    });
    return this.#inflight;
  }

  async #doRefresh(): Promise<Tokens> {
    let next: Tokens;
    if (this.#tokens.refreshToken) {
      next = await refreshTokens(this.#auth, this.#tokens);
    } else if (this.#options.reauthenticate) {
      next = await this.#options.reauthenticate();
    } else {
      throw new AuthError(
        'ERR_AUTH_LOGIN_REQUIRED',
        'The session expired and cannot be refreshed: log in again.',
      );
    }
    this.#tokens = next;
    this.#issuedAt = this.#now();
    await this.#options.onTokens?.(next);
    return next;
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}
