import type { CommandContext } from '../command.js';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { wholeNumber } from '../lib/checks.js';
import { listenError } from '../lib/listen-error.js';

/** `compliance-migrate sandbox`: runs the emulated compliance service and identity provider until stopped. */
export const sandboxCommand = defineCommand({
  command: 'sandbox',
  describe: 'Run the emulated compliance service (v4, v5, v6) and its identity provider',
  builder: (yargs) =>
    yargs
      .option('port', { type: 'number', default: 0, describe: 'Port to listen on (0 picks a free one)' })
      .option('host', { type: 'string', default: '127.0.0.1', describe: 'Host to listen on' })
      .check((args) => wholeNumber('port', args.port, 0, 65535)),
  examples: [
    {
      command: '$0 sandbox --port 5080',
      describe: 'Serve the issuer at http://127.0.0.1:5080/auth and the API at /api/v4|v5|v6',
    },
  ],
  exitCodes: '0 stopped with Ctrl-C or SIGTERM after a clean shutdown; 2 usage error or the port is taken.',
  async run(args: { port: number; host: string }, ctx: CommandContext) {
    // Loaded on use: the identity provider is heavy, and other commands must not pay for it.
    const { startSandbox } = await import('@compliance-migrate/sandbox');
    let sandbox;
    try {
      sandbox = await startSandbox({ port: args.port, host: args.host });
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
