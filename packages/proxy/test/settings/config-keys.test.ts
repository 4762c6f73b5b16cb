import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runProxyCli } from '../../src/cli/main.js';
import { readConfigFile } from '../../src/settings/index.js';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function configFile(value: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'proxy-config-'));
  dirs.push(dir);
  const file = join(dir, 'proxy.json');
  await writeFile(file, JSON.stringify(value));
  return file;
}

describe('--config keys', () => {
  it('a key the proxy does not know, at any level, is named with the closest valid one', async () => {
    const file = await configFile({ upstreamVerison: 6, limits: { queueTimout: 5 }, translate: true });
    const error = await readConfigFile(file).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_PROXY_CONFIG' });
    expect((error as Error).message).toContain(
      'unknown setting "upstreamVerison"; did you mean "upstreamVersion"?',
    );
    expect((error as Error).message).toContain(
      'unknown setting "limits.queueTimout"; did you mean "limits.queueTimeout"?',
    );
    // every key it knows passes
    const good = await configFile({
      upstreamVersion: 6,
      limits: { queueTimeout: 5 },
      versionSelection: { header: false },
    });
    await expect(readConfigFile(good)).resolves.toMatchObject({ upstreamVersion: 6 });
  });

  it('the proxy-only bin (the container image runs it) stops with exit 2 before it listens', async () => {
    const file = await configFile({
      upstream: 'http://127.0.0.1:1/api/v6',
      upstreamVersion: 6,
      listn: '127.0.0.1:0',
    });
    const stderr: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (stderr.push(String(chunk)), true));
    expect(await runProxyCli(['--config', file], {})).toBe(2);
    expect(stderr.join('')).toMatch(/unknown setting "listn"; did you mean "listen"\?/);
    expect(stderr.join('')).not.toMatch(/listening on/);
  });
});
