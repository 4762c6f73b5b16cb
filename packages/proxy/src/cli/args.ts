import { parseArgs } from 'node:util';
import { ProxyConfigError } from '../errors.js';
import { closest } from '../settings/closest.js';
import type { ProxyArgs } from '../settings/settings.js';

/** What the command line asks for: help, the version, or the proxy with these settings. */
export type ProxyCommandLine = { help: true } | { version: true } | { args: ProxyArgs };

/** Parses the flags of `compliance-migrate-proxy` (the same as `compliance-migrate proxy`); ProxyConfigError if bad. */
export function parseProxyArgv(argv: string[]): ProxyCommandLine {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new ProxyConfigError(withSuggestion(error as Error & { code?: string }), { cause: error });
  }
  if (values.help) return { help: true };
  if (values.version) return { version: true };
  const number = (name: string, raw: string | undefined): number | undefined => {
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n))
      throw new ProxyConfigError(`--${name} must be a number (got "${raw}").`);
    return n;
  };
  if (values.translate && values['no-translate']) {
    throw new ProxyConfigError('give --translate or --no-translate, not both.');
  }
  return {
    args: {
      upstream: values.upstream,
      upstreamVersion: number('upstream-version', values['upstream-version']),
      clientVersion: number('client-version', values['client-version']),
      listen: values.listen,
      overlay: values.overlay,
      config: values.config,
      workers: number('workers', values.workers),
      translate: values['no-translate'] ? false : values.translate,
    },
  };
}

/** Every flag of the bin, as parseArgs reads them. */
const OPTIONS = {
  upstream: { type: 'string' },
  'upstream-version': { type: 'string' },
  'client-version': { type: 'string' },
  listen: { type: 'string' },
  overlay: { type: 'string', multiple: true },
  config: { type: 'string' },
  workers: { type: 'string' },
  translate: { type: 'boolean' },
  'no-translate': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const;

/** parseArgs' message, with the closest flag of the proxy when it names an unknown one near it (a typo). */
function withSuggestion(error: Error & { code?: string }): string {
  const unknown = /Unknown option '--([^'=]+)/.exec(error.message);
  if (error.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || !unknown) return error.message;
  const near = closest(unknown[1]!, Object.keys(OPTIONS));
  return near ? `${error.message} (did you mean --${near}?)` : error.message;
}

function parse(argv: string[]) {
  return parseArgs({ args: argv, strict: true, allowPositionals: false, options: OPTIONS });
}
