import { ProxyConfigError } from '../errors.js';

/** Parses `HOST:PORT`, `[IPv6]:PORT` or `PORT` (host 127.0.0.1); throws ProxyConfigError naming --listen. */
export function parseListen(value: string): { host: string; port: number } {
  const match =
    /^(?:\[([^\]]+)\]|([^:]*)):(\d{1,5})$/.exec(value.trim()) ?? /^()()(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[3]) : NaN;
  if (!match || port > 65535) {
    throw new ProxyConfigError(
      `--listen must be HOST:PORT or PORT, such as 127.0.0.1:8080 or 0.0.0.0:8080 (got "${value}").`,
    );
  }
  return { host: match[1] || match[2] || '127.0.0.1', port };
}
