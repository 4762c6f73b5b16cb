import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenError } from '../../src/lib/listen-error.js';
import { runCli } from '../run-cli.js';

describe('listen errors', () => {
  it('says what to do instead of Node’s "listen EADDRINUSE"; other errors are not its business', () => {
    const inUse = Object.assign(new Error('listen EADDRINUSE: address already in use'), {
      code: 'EADDRINUSE',
    });
    const error = listenError(inUse, '127.0.0.1:4010', '--port PORT');
    expect(error?.code).toBe('ERR_CLI_LISTEN');
    expect(error?.message).toBe(
      'cannot listen on 127.0.0.1:4010: it is already in use (another process listens there). Choose another with --port PORT.',
    );
    expect(listenError(new Error('boom'), 'x', 'y')).toBeUndefined();
  });

  it('sandbox and proxy on a port in use: exit 2, the message, no --help hint, no raw Node error', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const { code, stderr } = await runCli(['sandbox', '--port', String(port)]);
      expect(code).toBe(2);
      expect(stderr).toBe(
        `compliance-migrate: cannot listen on 127.0.0.1:${port}: it is already in use (another process listens there). Choose another with --port PORT (0 picks a free one).\n`,
      );
      const proxy = await runCli([
        'proxy',
        '--upstream',
        'http://127.0.0.1:9/api/v6',
        '--upstream-version',
        '6',
        '--listen',
        `127.0.0.1:${port}`,
      ]);
      expect(proxy.code).toBe(2);
      expect(proxy.stderr).toBe(
        `compliance-migrate: cannot listen on 127.0.0.1:${port}: it is already in use (another process listens there). Choose another with --listen HOST:PORT.\n`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
