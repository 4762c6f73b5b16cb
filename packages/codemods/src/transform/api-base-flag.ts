/**
 * The `--api-base` option that names a base expression as this API's, as the user types it in a shell: the
 * expression's text without whitespace (how the run compares it), single-quoted when it holds anything but a name
 * path (`--api-base __ENV.BASE_URL`, `--api-base 'config.get("api")'`).
 */
export function apiBaseFlag(written: string): string {
  const name = written.replace(/\s+/g, '');
  return /^[\w.]+$/.test(name) ? `--api-base ${name}` : `--api-base '${name.replace(/'/g, `'\\''`)}'`;
}
