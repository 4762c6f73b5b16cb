import type { CommandContext } from '../command.js';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { portOption } from '../lib/version-option.js';
import { UsageError } from '../usage-error.js';
import { listenError } from '../lib/listen-error.js';

/** `compliance-migrate sandbox`: runs the emulated compliance service and identity provider until stopped. */
export const sandboxCommand = defineCommand({
  command: 'sandbox',
  describe: 'Run the emulated compliance service (v4, v5, v6) and its identity provider',
  builder: (yargs) =>
    yargs
      .option('port', {
        type: 'string',
        default: 0,
        coerce: (value: unknown) => portOption('port', value),
        describe: 'Port to listen on (0 picks a free one)',
      })
      .option('host', { type: 'string', default: '127.0.0.1', describe: 'Host to listen on' })
      .option('tls', {
        type: 'boolean',
        default: false,
        describe:
          'Serve everything over HTTPS with a certificate made at start (its CA is written to a file)',
      })
      .option('ca-file', {
        type: 'string',
        describe:
          'With --tls: where to write the CA certificate (default: a temporary file, removed on exit)',
      })
      .option('any-loopback-port', {
        type: 'boolean',
        default: false,
        describe:
          'Let the demo clients use their loopback redirect URI on any port (RFC 8252 native apps, e.g. login --browser)',
      })
      .check((args) => caFileOption(args.caFile, args.tls)),
  examples: [
    {
      command: '$0 sandbox --port 5080',
      describe: 'Serve the issuer at http://127.0.0.1:5080/auth and the API at /api/v4|v5|v6',
    },
    {
      command: '$0 sandbox --port 5443 --tls --ca-file ./sandbox-ca.pem',
      describe:
        'Serve https://127.0.0.1:5443/auth; clients trust it with NODE_EXTRA_CA_CERTS=./sandbox-ca.pem',
    },
    {
      command: '$0 sandbox --port 5080 --any-loopback-port',
      describe: 'Accept http://127.0.0.1:ANY/callback as redirect URI (for `login --browser`)',
    },
  ],
  exitCodes: '0 stopped with Ctrl-C or SIGTERM after a clean shutdown; 2 usage error or the port is taken.',
  async run(
    args: { port: number; host: string; tls: boolean; caFile?: string; anyLoopbackPort?: boolean },
    ctx: CommandContext,
  ) {
    // Loaded on use: the identity provider is heavy, and other commands must not pay for it.
    const { startSandbox } = await import('@compliance-migrate/sandbox');
    let sandbox;
    try {
      const native = { anyLoopbackPort: true };
      sandbox = await startSandbox({
        port: args.port,
        host: args.host,
        tls: args.tls,
        ...(args.caFile ? { caFile: resolve(args.caFile) } : {}),
        ...(args.anyLoopbackPort ? { clients: { 'demo-client': native, 'demo-spa': native } } : {}),
      });
    } catch (error) {
      throw listenError(error, `${args.host}:${args.port}`, '--port PORT (0 picks a free one)') ?? error;
    }
    ctx.stdout.write(
      [
        `Sandbox running at ${sandbox.url}`,
        `  issuer:   ${sandbox.issuer}`,
        `  API v4:   ${sandbox.apiUrl(4)}`,
        `  API v5:   ${sandbox.apiUrl(5)}`,
        `  API v6:   ${sandbox.apiUrl(6)}`,
        `  faults:   POST ${sandbox.url}/__sandbox/faults`,
        ...(sandbox.ca
          ? [`  CA:       ${sandbox.ca.file}`, `            export NODE_EXTRA_CA_CERTS=${sandbox.ca.file}`]
          : []),
        `  redirect: http://127.0.0.1/callback${args.anyLoopbackPort ? ' (any port)' : ' (exactly)'}`,
        '  clients:  demo-client / demo-secret (code, password, refresh, implicit); demo-spa (PKCE, implicit)',
        '  users:    alice / alice-password (1001 admin, 1002 read-only); bob / bob-password (1002 read-only)',
        'Press Ctrl+C to stop.',
        '',
      ].join('\n'),
    );
    if (!ctx.stopSignal.aborted) {
      await new Promise<void>((resolve) =>
        ctx.stopSignal.addEventListener('abort', () => resolve(), { once: true }),
      );
    }
    await sandbox.close();
    return ExitCode.Ok;
  },
});

/** For `.check()`: `--ca-file` needs `--tls`, and names a file in a folder that exists. */
function caFileOption(file: unknown, tls: unknown): true {
  if (file === undefined) return true;
  if (typeof file !== 'string' || file === '') throw new UsageError('--ca-file must name a file.');
  if (!tls) throw new UsageError('--ca-file needs --tls (the CA is made only for HTTPS).');
  const folder = dirname(resolve(file));
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new UsageError(`--ca-file: the folder ${folder} does not exist.`);
  return true;
}
