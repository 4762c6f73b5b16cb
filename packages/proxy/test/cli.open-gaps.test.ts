import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './helpers/servers.js';

const bin = fileURLToPath(new URL('../bin/compliance-migrate-proxy.js', import.meta.url));
const sandboxOverlay = fileURLToPath(new URL('../../../fixtures/maps/sandbox.yaml', import.meta.url));
let upstream: TestServer;

beforeAll(async () => {
  upstream = await startServer((_req, res) => json(res, 200, { data: [] }));
});
afterAll(() => upstream.close());

/** Starts the bin with these flags, waits until it listens, stops it with SIGTERM; its stderr and exit code. */
async function startAndStop(flags: string[]): Promise<{ stderr: string; code: number | null }> {
  const child = spawn(
    process.execPath,
    [
      bin,
      '--upstream',
      `${upstream.url}/api/v6`,
      '--upstream-version',
      '6',
      '--listen',
      '127.0.0.1:0',
      ...flags,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (/listening on/.test(stderr)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${stderr}`)));
  });
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  return { stderr, code };
}

describe('compliance-migrate-proxy says at start what it cannot translate', () => {
  it('warns, before it listens, that a v4 client over v6 without an overlay gets fields the spec leaves unnamed untranslated', async () => {
    const { stderr, code } = await startAndStop(['--client-version', '4']);
    const [warning, listening] = stderr.split('\n');
    expect(warning).toMatch(
      /^compliance-migrate-proxy: warning: \d+ change\(s\) the spec documents between v4 and v6/,
    );
    expect(warning).toContain('map show --from 4 --to 6 --overlay FILE');
    expect(listening).toMatch(/listening on/);
    expect(code).toBe(0);
  });

  it('is quiet with an overlay filling every gap, and when it does not translate', async () => {
    const filled = await startAndStop(['--client-version', '4', '--overlay', sandboxOverlay]);
    expect(filled.stderr).not.toContain('warning');
    const off = await startAndStop(['--client-version', '5', '--no-translate']);
    expect(off.stderr).not.toContain('warning');
  });
});
