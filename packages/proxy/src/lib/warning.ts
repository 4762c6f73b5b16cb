import type { Loss } from '@compliance-migrate/rename-map';

/** At most this many `Warning` values per response; the rest are summarised in one more. */
const MAX_WARNINGS = 20;

/**
 * `Warning` header values (RFC 7234 §5.5, code 299 "miscellaneous persistent warning") for lossy steps,
 * e.g. `299 compliance-migrate "lossy: v6.x at $.data[0].userIds (many-to-one)"`.
 */
export function lossWarnings(lossy: readonly Loss[], side: 'request' | 'response'): string[] {
  const values = lossy
    .slice(0, MAX_WARNINGS)
    .map((loss) => warning(label(side), `${loss.changeId} at ${loss.path} (${loss.reason})`));
  if (lossy.length > MAX_WARNINGS) {
    values.push(warning(label(side), `${lossy.length - MAX_WARNINGS} more lossy steps not listed`));
  }
  return values;
}

function warning(label: string, text: string): string {
  // A quoted-string may not hold quotes, backslashes or control characters; keep the value ASCII.
  const safe = `${label}: ${text}`.replace(/[^\x20-\x7e]|["\\]/g, '?');
  return `299 compliance-migrate "${safe}"`;
}

const label = (side: 'request' | 'response'): string => (side === 'response' ? 'lossy' : 'lossy request');

/** The `Warning` value for a body passed on untranslated, e.g. `299 compliance-migrate "untranslated response: ..."`. */
export function untranslatedWarning(side: 'request' | 'response', why: string): string {
  return warning(`untranslated ${side}`, why);
}

/**
 * The `Warning` for a request no endpoint of the client's version matches whose path holds one below a version
 * segment (`GET /api/v4/records`): forwarded as it is, naming the path the client likely meant.
 */
export function unknownEndpointWarning(request: string, version: number, meant: string): string {
  return warning(
    'unknown endpoint',
    `${cut(request)} is no endpoint of v${version}, forwarded as it is; paths start below the service's base: ${cut(meant)}?`,
  );
}

/** The `Warning` for a request no endpoint matches that is near one (`GET /recrods`): forwarded, naming that one. */
export function misspeltEndpointWarning(request: string, version: number, meant: string): string {
  return warning(
    'unknown endpoint',
    `${cut(request)} is no endpoint of v${version}, forwarded as it is; did you mean ${cut(meant)}?`,
  );
}

/** The client's own path is echoed: cut short, so a long one makes no long header. */
const cut = (text: string): string => (text.length > 200 ? `${text.slice(0, 200)}...` : text);
