/**
 * Hosts reserved for examples (RFC 2606, RFC 6761): no service lives there, so a base on one of them only serves to
 * parse a relative path (`new URL(localVarPath, DUMMY_BASE_URL)` with `DUMMY_BASE_URL = 'https://example.com'` in
 * OpenAPI Generator's clients, which then send `url.pathname + url.search` to their real base).
 */
const RESERVED_HOSTS = /^(?:www\.)?example\.(?:com|org|net)$|\.(?:example|invalid)$|^(?:example|invalid)$/;

/**
 * Whether a base URL is a placeholder: an absolute URL with no path on a reserved example host. The paths given
 * with it are read as bare paths (this API's, as `fetch('/records')` is). A host with a name of its own
 * (`api.example.com`) or a path (`https://example.com/api/v4`) is a real base, which `--api-host` names.
 */
export function isPlaceholderBase(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    RESERVED_HOSTS.test(url.hostname) &&
    (url.pathname === '/' || url.pathname === '') &&
    url.search === '' &&
    url.hash === ''
  );
}
