import type Provider from 'oidc-provider';

/** Per-client looseness the sandbox allows on purpose; everything else is as strict as the spec. */
export interface ClientSettings {
  /**
   * Accept a registered loopback `http` redirect URI on any port (RFC 8252 §7.3, for native apps that
   * listen on a free port). Off by default: spec §4.2 says `redirect_uri` must match the configured URL.
   */
  anyLoopbackPort?: boolean;
}

interface ClientPrototype {
  clientId: string;
  redirectUris: string[];
  redirectUriAllowed(this: ClientPrototype, value: string): boolean;
}

/**
 * Makes the provider compare `redirect_uri` exactly with the registered ones (oidc-provider lets native clients
 * use any loopback port), except for the clients whose settings say `anyLoopbackPort`.
 */
export function applyRedirectUriPolicy(
  provider: Provider,
  settings: Readonly<Record<string, ClientSettings>>,
): void {
  const prototype = (provider.Client as unknown as { prototype: ClientPrototype }).prototype;
  const loose = prototype.redirectUriAllowed;
  prototype.redirectUriAllowed = function (this: ClientPrototype, value: string): boolean {
    if (settings[this.clientId]?.anyLoopbackPort) return loose.call(this, value);
    return this.redirectUris.includes(value);
  };
}
