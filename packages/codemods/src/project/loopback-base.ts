/** Hosts of the machine itself: a dev server, a sandbox or a test service the project starts. */
const LOOPBACK = /^(?:https?:)?\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d+)?(?=\/|$)/i;

/**
 * The path of a base URL on a loopback host (`http://localhost:5080/api/v4/` → `/api/v4/`), read as a relative base
 * is: this API's when the path is a base path of the rules, as `/api/v4` is. Undefined for any other URL.
 */
export function loopbackPath(value: string): string | undefined {
  const match = LOOPBACK.exec(value);
  if (!match) return undefined;
  const rest = value.slice(match[0].length);
  return rest === '' ? '/' : rest;
}
