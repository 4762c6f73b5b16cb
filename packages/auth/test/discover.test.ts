import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { discover } from '../src/index.js';

/** A loopback port that nothing listens on: taken from the kernel, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('discovery', () => {
  it('says nothing answers at the issuer, without naming a flag the caller may not have', async () => {
    const issuer = `http://127.0.0.1:${await closedPort()}/auth`;
    const error = await discover(issuer, 'demo-client', 'demo-secret').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_AUTH_DISCOVERY' });
    const message = (error as Error).message;
    expect(message).toContain(`Discovery of ${issuer} failed: nothing answers there (ECONNREFUSED)`);
    expect(message).toMatch(/Is the identity provider \(or the sandbox\) running/);
    expect(message).not.toContain('--issuer');
  });
});
