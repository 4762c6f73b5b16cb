/** How the sandbox reads an authorization request where oidc-provider and the spec differ. */

/**
 * Spec §2 and §5.1: a refresh token is issued when the scope offline_access is requested by a client that
 * can keep a secret. OpenID Connect (and so oidc-provider) also wants `prompt=consent` for that; the
 * service's provider does not, so authorization requests asking for offline_access get `consent` added
 * to their prompt before oidc-provider reads them. Which clients may receive refresh tokens is still
 * decided by the provider's configuration (demo-spa and the implicit flow never do).
 */
export function withConsentForOfflineAccess(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  const scopes = (params.get('scope') ?? '').split(' ');
  if (!scopes.includes('offline_access')) return url;
  const prompt = (params.get('prompt') ?? '').split(' ').filter(Boolean);
  if (prompt.includes('consent') || prompt.includes('none')) return url;
  params.set('prompt', [...prompt, 'consent'].join(' '));
  return `${url.slice(0, query)}?${params.toString()}`;
}

/**
 * Spec §4.2: without `response_mode`, the authorization response is "sent as a fragment-encoded redirect".
 * oidc-provider answers a plain `code` request in the query instead, so the sandbox asks it for the fragment.
 */
export function withFragmentByDefault(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  if (params.has('response_mode') || params.get('response_type') !== 'code') return url;
  params.set('response_mode', 'fragment');
  return `${url.slice(0, query)}?${params.toString()}`;
}
