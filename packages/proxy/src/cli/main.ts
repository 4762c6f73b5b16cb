import { readFileSync } from 'node:fs';
import { ProxyConfigError } from '../errors.js';
import { readProxySettings } from '../settings/settings.js';
import { parseProxyArgv } from './args.js';
import { PROXY_HELP } from './help.js';

const LISTEN_REASONS: Record<string, string> = {
  EADDRINUSE: 'is already in use (another process listens there)',
  EACCES: 'needs privileges (ports below 1024 do on most systems)',
  EADDRNOTAVAIL: 'is not an address of this machine',
};

/** Runs `compliance-migrate-proxy` until SIGINT or SIGTERM; returns the exit code (0, or 2 for a bad setting). */
export async function runProxyCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const fail = (message: string): number => {
    process.stderr.write(`compliance-migrate-proxy: ${message}\n`);
    return 2;
  };
  let settings;
  try {
    const line = parseProxyArgv(argv);
    if ('help' in line) return (process.stdout.write(PROXY_HELP), 0);
    if ('version' in line) return (process.stdout.write(`${packageVersion()}\n`), 0);
    settings = await readProxySettings(line.args, env);
  } catch (error) {
    if (error instanceof ProxyConfigError) return fail(`${error.message}\nRun with --help for usage.`);
    throw error;
  }
  const [{ loadChangeMap, RenameMapError }, proxy, { stdoutDestination }] = await Promise.all([
    import('@compliance-migrate/rename-map'),
    import('../index.js'),
    import('../lib/logger.js'),
  ]);
  let map;
  let resolved;
  try {
    resolved = proxy.resolveOptions(settings.options);
    map = await loadChangeMap(settings.overlays);
  } catch (error) {
    if (error instanceof ProxyConfigError || error instanceof RenameMapError) return fail(error.message);
    throw error;
  }
  const gapsWarning = proxy.openGapsWarning(map, resolved);
  if (gapsWarning) process.stderr.write(`compliance-migrate-proxy: ${gapsWarning}\n`);
  const stop = new AbortController();
  const onSignal = (): void => stop.abort();
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  const { options, workers } = settings;
  try {
    await proxy.serveProxy(
      { ...options, map, logger: proxy.createLogger({}, stdoutDestination()) },
      {
        workers,
        signal: stop.signal,
        onListening: (url) =>
          process.stderr.write(
            `compliance-migrate-proxy: listening on ${url}, forwarding to ${String(options.upstream)}\n`,
          ),
      },
    );
  } catch (error) {
    const reason = LISTEN_REASONS[(error as NodeJS.ErrnoException).code ?? ''];
    if (!reason) throw error;
    return fail(
      `cannot listen on ${options.host}:${options.port}: it ${reason}. Choose another with --listen.`,
    );
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }
  return 0;
}

/** This package's version, from its package.json (one folder above src/ and dist/). */
function packageVersion(): string {
  return (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
}
