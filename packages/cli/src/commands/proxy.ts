import {
  parseListen as parseListenSetting,
  PROXY_ENV,
  ProxyConfigError,
  readProxySettings,
  type ProxyArgs,
  type ProxySettings,
} from '@compliance-migrate/proxy/settings';
import type { ResolvedOptions } from '@compliance-migrate/proxy';
import { versionList } from '@compliance-migrate/rename-map/versions';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { wholeNumber } from '../lib/checks.js';
import { versionFlag } from '../lib/version-option.js';
import { listenError } from '../lib/listen-error.js';
import { loadMapOrFail } from '../lib/load-map.js';
import { UsageError } from '../usage-error.js';

export { PROXY_ENV };

/**
 * Merges flags, environment and config file (in that order of precedence) into proxy options, checked by the
 * proxy's resolveOptions; anything wrong is a UsageError naming the flag or variable.
 */
export async function proxySettings(
  args: ProxyArgs,
  env: NodeJS.ProcessEnv,
): Promise<ProxySettings & { resolved: ResolvedOptions }> {
  // Loaded on use, so that other commands do not pay for undici, pino and prom-client.
  const { resolveOptions } = await import('@compliance-migrate/proxy');
  try {
    const settings = await readProxySettings(args, env);
    return { ...settings, resolved: resolveOptions(settings.options) };
  } catch (error) {
    if (error instanceof ProxyConfigError) throw new UsageError(error.message, { cause: error });
    throw error;
  }
}

/** `compliance-migrate proxy`: runs the translating reverse proxy in front of a newer (or older) service. */
export const proxyCommand = defineCommand({
  command: 'proxy',
  describe: 'Run a translating reverse proxy so clients of one version keep working against another',
  builder: (y) =>
    y
      .option('upstream', {
        type: 'string',
        describe: `Base URL of the service, version path included (${PROXY_ENV.upstream})`,
      })
      .option(
        'upstream-version',
        versionFlag(
          'upstream-version',
          `Version the service speaks: ${versionList('or')} (${PROXY_ENV.upstreamVersion})`,
        ),
      )
      .option(
        'client-version',
        versionFlag(
          'client-version',
          `Version of clients that do not pick one with /vN or X-Api-Version (${PROXY_ENV.clientVersion})`,
        ),
      )
      .option('listen', {
        type: 'string',
        describe: `HOST:PORT to listen on, default 127.0.0.1:8080 (${PROXY_ENV.listen})`,
      })
      .option('overlay', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: `Overlay map file, repeat for several (${PROXY_ENV.overlay}, comma-separated)`,
      })
      .option('config', {
        type: 'string',
        describe: `JSON file with the same settings plus limits: sizes, client and upstream deadlines, queue bounds (${PROXY_ENV.config}); see docs/proxy.md`,
      })
      .option('workers', {
        type: 'number',
        describe: `Worker processes sharing the port (${PROXY_ENV.workers}), default 1`,
      })
      .option('translate', {
        type: 'boolean',
        describe: `Translate (default); --no-translate forwards untouched, for comparisons (${PROXY_ENV.translate})`,
      })
      .check((args) => {
        if (args.listen !== undefined) parseListen(args.listen);
        return wholeNumber('workers', args.workers, 1, 64);
      }),
  examples: [
    {
      command:
        '$0 proxy --upstream https://compliance.example.com/api/v6 --upstream-version 6 --client-version 4 --listen 0.0.0.0:8080 --overlay maps/ours.yaml',
      describe: 'v4 clients pointed at http://HOST:8080 talk to the v6 service',
    },
    {
      command: `${PROXY_ENV.upstream}=http://127.0.0.1:9000/api/v6 ${PROXY_ENV.upstreamVersion}=6 $0 proxy --workers 2`,
      describe: 'The same from the environment, two worker processes',
    },
  ],
  exitCodes:
    '0 stopped with Ctrl-C or SIGTERM after draining; 2 usage or configuration error, or the address is taken.',
  run: async (args, ctx) => {
    const { options, overlays, workers, resolved } = await proxySettings(args as ProxyArgs, process.env);
    const map = await loadMapOrFail(overlays);
    const { createLogger, serveProxy, openGapsWarning } = await import('@compliance-migrate/proxy');
    const gapsWarning = openGapsWarning(map, resolved);
    if (gapsWarning) ctx.stderr.write(`compliance-migrate proxy: ${gapsWarning}\n`);
    const logger = createLogger({}, ctx.stdout);
    try {
      await serveProxy(
        { ...options, map, logger },
        {
          workers,
          signal: ctx.stopSignal,
          onListening: (url) =>
            ctx.stderr.write(
              `compliance-migrate proxy: listening on ${url}, forwarding to ${String(options.upstream)}\n`,
            ),
        },
      );
    } catch (error) {
      throw listenError(error, `${options.host}:${options.port}`, '--listen HOST:PORT') ?? error;
    }
    return ExitCode.Ok;
  },
});

/** Parses --listen (`HOST:PORT` or `PORT`); a UsageError when it is neither. */
export function parseListen(value: string): { host: string; port: number } {
  try {
    return parseListenSetting(value);
  } catch (error) {
    if (error instanceof ProxyConfigError) throw new UsageError(error.message, { cause: error });
    throw error;
  }
}
