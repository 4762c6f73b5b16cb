import { spawn } from 'node:child_process';
import type { LoginResult } from '@compliance-migrate/auth';
import { CommandError } from '../command-error.js';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { UsageError } from '../usage-error.js';

/** The default of --scope: @compliance-migrate/auth's DEFAULT_SCOPE (a test keeps them equal), so --help loads no auth. */
export const LOGIN_SCOPE = 'openid profile offline_access resources_accounts_api';

/** Opens `url` in the user's browser; failures are ignored (the URL is printed anyway). */
function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // The URL is on stderr; the user opens it by hand.
  }
}

/** `compliance-migrate login`: logs in to the identity provider and caches the tokens (never printed). */
export const loginCommand = defineCommand({
  command: 'login',
  describe: 'Log in to the identity provider (password grant for CI, or the browser) and cache the tokens',
  builder: (y) =>
    y
      .option('issuer', {
        type: 'string',
        demandOption: true,
        describe: 'Issuer of the identity provider, {auth_url}/auth (HTTPS unless loopback)',
      })
      .option('client-id', { type: 'string', demandOption: true, describe: 'The API client id' })
      .option('client-secret-env', {
        type: 'string',
        describe: 'Environment variable holding the client secret (default COMPLIANCE_CLIENT_SECRET if set)',
      })
      .option('client-secret-file', { type: 'string', describe: 'File holding the client secret' })
      .option('username', { type: 'string', describe: 'User name for the password grant (CI)' })
      .option('password-env', {
        type: 'string',
        describe: 'Environment variable holding the password (default COMPLIANCE_PASSWORD)',
      })
      .option('password-file', { type: 'string', describe: 'File holding the password' })
      .option('browser', {
        type: 'boolean',
        describe: 'Log in through the browser (authorization code + PKCE, loopback redirect)',
      })
      .option('open', {
        type: 'boolean',
        default: true,
        describe: 'With --browser: open the browser (--no-open only prints the address)',
      })
      .option('scope', { type: 'string', default: LOGIN_SCOPE, describe: 'Space-separated scopes' })
      .option('cache', {
        type: 'string',
        describe: 'Token cache file (default ~/.config/compliance-migrate/tokens.json, mode 0600)',
      })
      .conflicts('username', 'browser')
      .conflicts('client-secret-env', 'client-secret-file')
      .conflicts('password-env', 'password-file')
      .check((args) => {
        if (args.username || args.browser) return true;
        throw new UsageError(
          'Say how to log in: --username U (password grant, for CI) or --browser (for people).',
        );
      }),
  examples: [
    {
      command:
        'COMPLIANCE_CLIENT_SECRET=… COMPLIANCE_PASSWORD=… $0 login --issuer https://idp.example.com/auth --client-id ci-client --username ci-bot',
      describe: 'CI: password grant, secrets from the environment',
    },
    {
      command:
        '$0 login --issuer https://idp.example.com/auth --client-id my-client --client-secret-env MY_SECRET --browser',
      describe: 'A person: log in through the browser',
    },
    {
      command:
        '$0 login --issuer http://127.0.0.1:8080/auth --client-id demo-client --client-secret-env DEMO_SECRET --username alice --password-env ALICE_PASSWORD',
      describe: 'Against the sandbox',
    },
  ],
  exitCodes:
    '0 logged in, tokens cached; 2 usage error, a missing secret, or the identity provider refused the login ' +
    '(wrong password, unknown client); 130 stopped by Ctrl-C during a browser login.',
  run: async (args, ctx) => {
    // Loaded on use, so that other commands and --help do not pay for openid-client.
    const {
      AuthError,
      discover,
      passwordGrant,
      readSecret,
      startBrowserLogin,
      tokenCachePath,
      writeTokenCache,
    } = await import('@compliance-migrate/auth');
    const env = process.env;
    const secrets: string[] = [];
    try {
      const clientSecret = await readSecret({
        ...(args['client-secret-file']
          ? { file: args['client-secret-file'] }
          : {
              env:
                args['client-secret-env'] ??
                (env.COMPLIANCE_CLIENT_SECRET ? 'COMPLIANCE_CLIENT_SECRET' : undefined),
            }),
      });
      if (clientSecret) secrets.push(clientSecret);
      const auth = await discover(args.issuer, args['client-id'], clientSecret);
      let result: LoginResult;
      if (args.username) {
        if (!clientSecret) {
          throw new UsageError(
            'The password grant needs the client secret: set COMPLIANCE_CLIENT_SECRET, or pass --client-secret-env VAR or --client-secret-file FILE.',
          );
        }
        const passwordEnv = args['password-env'] ?? 'COMPLIANCE_PASSWORD';
        const password = await readSecret(
          args['password-file'] ? { file: args['password-file'] } : { env: passwordEnv },
        );
        if (!password) throw new UsageError('No password: pass --password-env VAR or --password-file FILE.');
        secrets.push(password);
        result = await passwordGrant(auth, { username: args.username, password, scope: args.scope });
      } else {
        const login = await startBrowserLogin(auth, { scope: args.scope });
        ctx.stderr.write(
          `Open this address in your browser to log in:\n\n  ${login.authorizationUrl.href}\n\n`,
        );
        if (args.open) openBrowser(login.authorizationUrl.href);
        const stop = (): void => void login.close();
        ctx.stopSignal.addEventListener('abort', stop, { once: true });
        try {
          result = await login.result;
        } finally {
          ctx.stopSignal.removeEventListener('abort', stop);
        }
      }
      const cache = args.cache ?? tokenCachePath();
      const claims = result.claims;
      await writeTokenCache(cache, {
        issuer: auth.issuer,
        clientId: args['client-id'],
        ...(claims?.sub ? { subject: claims.sub } : {}),
        ...(typeof claims?.name === 'string' ? { name: claims.name } : {}),
        ...(claims?.sid ? { sid: claims.sid } : {}),
        tokens: result.tokens,
      });
      const who =
        (typeof claims?.name === 'string' ? claims.name : undefined) ??
        args.username ??
        claims?.sub ??
        'unknown user';
      const expires = new Date(result.tokens.expiresAt);
      const minutes = Math.round((result.tokens.expiresAt - Date.now()) / 60_000);
      ctx.stdout.write(
        `Logged in as ${who}${claims?.sub ? ` (sub ${claims.sub})` : ''} at ${auth.issuer} with client ${args['client-id']}.\n` +
          `Access token expires at ${expires.toISOString()} (in about ${minutes} min)` +
          `${result.tokens.refreshToken ? '; it is refreshed automatically with the cached refresh token' : ''}.\n` +
          `Tokens cached in ${cache} (mode 0600).\n`,
      );
      return ExitCode.Ok;
    } catch (error) {
      if (error instanceof UsageError) throw error;
      if (error instanceof AuthError) {
        let message = error.message;
        for (const s of secrets) if (s.length >= 3) message = message.split(s).join('[redacted]');
        throw new CommandError(error.code, `login failed (${error.code}): ${message}`, { cause: error });
      }
      throw error;
    }
  },
});
