import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { ProxyOptions } from '@compliance-migrate/proxy';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { versions, wholeNumber } from '../lib/checks.js';
import { listenError } from '../lib/listen-error.js';
import { loadMapOrFail, versionOption } from '../lib/load-map.js';
import { describeUnknownKey, unknownKeys } from '../lib/unknown-keys.js';
import { UsageError } from '../usage-error.js';

/** Environment variables read by `proxy` (flags win over them, they win over --config). */
export const PROXY_ENV = {
  upstream: 'COMPLIANCE_MIGRATE_UPSTREAM',
  upstreamVersion: 'COMPLIANCE_MIGRATE_UPSTREAM_VERSION',
  clientVersion: 'COMPLIANCE_MIGRATE_CLIENT_VERSION',
  listen: 'COMPLIANCE_MIGRATE_LISTEN',
  overlay: 'COMPLIANCE_MIGRATE_OVERLAYS',
  config: 'COMPLIANCE_MIGRATE_CONFIG',
  workers: 'COMPLIANCE_MIGRATE_WORKERS',
  maxRequestBody: 'COMPLIANCE_MIGRATE_MAX_REQUEST_BODY',
  maxResponseBody: 'COMPLIANCE_MIGRATE_MAX_TRANSLATABLE_RESPONSE',
  upstreamTimeout: 'COMPLIANCE_MIGRATE_UPSTREAM_TIMEOUT_MS',
  upstreamConnectTimeout: 'COMPLIANCE_MIGRATE_UPSTREAM_CONNECT_TIMEOUT_MS',
  upstreamHeadersTimeout: 'COMPLIANCE_MIGRATE_UPSTREAM_HEADERS_TIMEOUT_MS',
  upstreamBodyTimeout: 'COMPLIANCE_MIGRATE_UPSTREAM_BODY_TIMEOUT_MS',
  clientHeadersTimeout: 'COMPLIANCE_MIGRATE_CLIENT_HEADERS_TIMEOUT_MS',
  clientRequestTimeout: 'COMPLIANCE_MIGRATE_CLIENT_REQUEST_TIMEOUT_MS',
  clientBodyIdleTimeout: 'COMPLIANCE_MIGRATE_CLIENT_BODY_IDLE_TIMEOUT_MS',
  keepAliveTimeout: 'COMPLIANCE_MIGRATE_KEEP_ALIVE_TIMEOUT_MS',
  maxUpstreamRequests: 'COMPLIANCE_MIGRATE_MAX_UPSTREAM_REQUESTS',
  maxQueuedRequests: 'COMPLIANCE_MIGRATE_MAX_QUEUED_REQUESTS',
  queueTimeout: 'COMPLIANCE_MIGRATE_QUEUE_TIMEOUT_MS',
  versionHeader: 'COMPLIANCE_MIGRATE_VERSION_HEADER',
  translate: 'COMPLIANCE_MIGRATE_TRANSLATE',
} as const;

interface ProxyArgs {
  upstream?: string;
  upstreamVersion?: number;
  clientVersion?: number;
  listen?: string;
  overlay?: string[];
  config?: string;
  workers?: number;
  translate?: boolean;
}

/** The JSON file given to --config: the same settings, in the library's option names. */
interface ConfigFile {
  upstream?: string;
  upstreamVersion?: number;
  clientVersion?: number;
  listen?: string;
  overlays?: string[];
  workers?: number;
  translate?: boolean;
  limits?: ProxyOptions['limits'];
  versionSelection?: ProxyOptions['versionSelection'];
}

type Shape<T> = { readonly [K in keyof Required<T>]: true };

/** The keys a --config file may hold; typed against ConfigFile and the library's options, so they cannot drift. */
const CONFIG_KEYS: Shape<Omit<ConfigFile, 'limits' | 'versionSelection'>> & {
  limits: Shape<NonNullable<ProxyOptions['limits']>>;
  versionSelection: Shape<NonNullable<ProxyOptions['versionSelection']>>;
} = {
  upstream: true,
  upstreamVersion: true,
  clientVersion: true,
  listen: true,
  overlays: true,
  workers: true,
  translate: true,
  limits: {
    maxRequestBody: true,
    maxTranslatableResponse: true,
    upstreamTimeout: true,
    upstreamConnectTimeout: true,
    upstreamHeadersTimeout: true,
    upstreamBodyTimeout: true,
    clientHeadersTimeout: true,
    clientRequestTimeout: true,
    clientBodyIdleTimeout: true,
    keepAliveTimeout: true,
    maxUpstreamRequests: true,
    maxQueuedRequests: true,
    queueTimeout: true,
  },
  versionSelection: { pathPrefix: true, header: true },
};

/** Merges flags, environment and config file (in that order of precedence) into proxy options. */
export async function proxySettings(
  args: ProxyArgs,
  env: NodeJS.ProcessEnv,
): Promise<{ options: ProxyOptions; overlays: string[]; workers: number }> {
  const configPath = args.config ?? env[PROXY_ENV.config];
  const file = configPath ? await readConfig(configPath) : {};
  const fromEnvNumber = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n)) throw new UsageError(`${name} must be a number (got "${raw}").`);
    return n;
  };
  const upstream = args.upstream ?? env[PROXY_ENV.upstream] ?? file.upstream;
  if (!upstream) {
    throw new UsageError(
      `say where the service is: --upstream URL (or ${PROXY_ENV.upstream}), its base URL with the version path, e.g. https://compliance.example.com/api/v6.`,
    );
  }
  const upstreamVersion =
    args.upstreamVersion ?? fromEnvNumber(PROXY_ENV.upstreamVersion) ?? file.upstreamVersion;
  if (upstreamVersion === undefined) {
    throw new UsageError(
      `say which version the upstream speaks: --upstream-version 6 (or ${PROXY_ENV.upstreamVersion}).`,
    );
  }
  const listen = parseListen(args.listen ?? env[PROXY_ENV.listen] ?? file.listen ?? '127.0.0.1:8080');
  const envOverlays = env[PROXY_ENV.overlay]
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const overlays = args.overlay ?? envOverlays ?? file.overlays ?? [];
  const workers = args.workers ?? fromEnvNumber(PROXY_ENV.workers) ?? file.workers ?? 1;
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new UsageError(`--workers must be a whole number from 1 to 64 (got ${workers}).`);
  }
  const envTranslate = env[PROXY_ENV.translate];
  const translate =
    args.translate ??
    (envTranslate === undefined ? file.translate : !/^(0|false|no|off)$/i.test(envTranslate));
  const envHeader = env[PROXY_ENV.versionHeader];
  const clientVersion = args.clientVersion ?? fromEnvNumber(PROXY_ENV.clientVersion) ?? file.clientVersion;
  const options: ProxyOptions = {
    upstream,
    upstreamVersion: versionOption('upstream-version', upstreamVersion),
    clientVersion: clientVersion === undefined ? undefined : versionOption('client-version', clientVersion),
    host: listen.host,
    port: listen.port,
    translate,
    limits: {
      ...file.limits,
      ...definedOnly({
        maxRequestBody: fromEnvNumber(PROXY_ENV.maxRequestBody),
        maxTranslatableResponse: fromEnvNumber(PROXY_ENV.maxResponseBody),
        upstreamTimeout: fromEnvNumber(PROXY_ENV.upstreamTimeout),
        upstreamConnectTimeout: fromEnvNumber(PROXY_ENV.upstreamConnectTimeout),
        upstreamHeadersTimeout: fromEnvNumber(PROXY_ENV.upstreamHeadersTimeout),
        upstreamBodyTimeout: fromEnvNumber(PROXY_ENV.upstreamBodyTimeout),
        clientHeadersTimeout: fromEnvNumber(PROXY_ENV.clientHeadersTimeout),
        clientRequestTimeout: fromEnvNumber(PROXY_ENV.clientRequestTimeout),
        clientBodyIdleTimeout: fromEnvNumber(PROXY_ENV.clientBodyIdleTimeout),
        keepAliveTimeout: fromEnvNumber(PROXY_ENV.keepAliveTimeout),
        maxUpstreamRequests: fromEnvNumber(PROXY_ENV.maxUpstreamRequests),
        maxQueuedRequests: fromEnvNumber(PROXY_ENV.maxQueuedRequests),
        queueTimeout: fromEnvNumber(PROXY_ENV.queueTimeout),
      }),
    },
    versionSelection: {
      ...file.versionSelection,
      ...(envHeader === undefined
        ? {}
        : { header: envHeader === '' || envHeader === 'off' ? false : envHeader }),
    },
  };
  // Loaded on use, so that other commands do not pay for undici, pino and prom-client.
  const { resolveOptions, ProxyConfigError } = await import('@compliance-migrate/proxy');
  try {
    resolveOptions(options);
  } catch (error) {
    if (error instanceof ProxyConfigError) throw new UsageError(error.message, { cause: error });
    throw error;
  }
  return { options, overlays, workers };
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
      .option('upstream-version', {
        type: 'number',
        describe: `Version the service speaks: 4, 5 or 6 (${PROXY_ENV.upstreamVersion})`,
      })
      .option('client-version', {
        type: 'number',
        describe: `Version of clients that do not pick one with /vN or X-Api-Version (${PROXY_ENV.clientVersion})`,
      })
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
        versions(args, 'upstream-version', 'client-version');
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
    const { options, overlays, workers } = await proxySettings(args as ProxyArgs, process.env);
    const map = await loadMapOrFail(overlays);
    const { createLogger, serveProxy } = await import('@compliance-migrate/proxy');
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

export function parseListen(value: string): { host: string; port: number } {
  const match =
    /^(?:\[([^\]]+)\]|([^:]*)):(\d{1,5})$/.exec(value.trim()) ?? /^()()(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[3]) : NaN;
  if (!match || port > 65535) {
    throw new UsageError(
      `--listen must be HOST:PORT or PORT, such as 127.0.0.1:8080 or 0.0.0.0:8080 (got "${value}").`,
    );
  }
  return { host: match[1] || match[2] || '127.0.0.1', port };
}

async function readConfig(path: string): Promise<ConfigFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read --config ${path} (${(error as NodeJS.ErrnoException).code}); check the path.`,
      {
        cause: error,
      },
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--config ${path} is not valid JSON: ${(error as Error).message}.`, {
      cause: error,
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`--config ${path} must hold a JSON object of settings (see docs/proxy.md).`);
  }
  const unknown = unknownKeys(parsed as Record<string, unknown>, CONFIG_KEYS);
  if (unknown.length > 0) {
    throw new UsageError(
      `--config ${path} holds settings the proxy does not know:\n${unknown.map((u) => `  - ${describeUnknownKey(u)}`).join('\n')}\nSee docs/proxy.md for every setting.`,
    );
  }
  const config = parsed as ConfigFile;
  if (config.overlays !== undefined && !Array.isArray(config.overlays)) {
    throw new UsageError(`--config ${path}: "overlays" must be a list of file paths.`);
  }
  // Overlay paths in a config file are relative to the file.
  return { ...config, overlays: config.overlays?.map((o) => resolve(dirname(path), String(o))) };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
