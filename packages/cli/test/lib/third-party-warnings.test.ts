import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugRequested, hideExpectedWarnings } from '../../src/lib/third-party-warnings.js';
import { spawnCli } from '../spawn-cli.js';

describe('third-party warnings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('drops oidc-provider’s two expected warnings (coloured or not) and passes every other one through', () => {
    const seen: unknown[][] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void seen.push(args));
    const restore = hideExpectedWarnings();
    console.warn(
      'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.',
    );
    console.warn(
      '\u001b[33;1moidc-provider WARNING: a quick start development-only in-memory adapter is used, you MUST…\u001b[0m',
    );
    console.warn('oidc-provider WARNING: something else');
    console.warn('another library', 42);
    restore();
    console.warn('oidc-provider WARNING: Unsupported runtime. after restore');
    expect(seen).toEqual([
      ['oidc-provider WARNING: something else'],
      ['another library', 42],
      ['oidc-provider WARNING: Unsupported runtime. after restore'],
    ]);
  });

  it('--debug or DEBUG asks for every warning', () => {
    expect(debugRequested(['sandbox'], {})).toBe(false);
    expect(debugRequested(['sandbox', '--debug'], {})).toBe(true);
    expect(debugRequested(['sandbox'], { DEBUG: '1' })).toBe(true);
  });

  it.each([
    [[], false],
    [['--debug'], true],
  ] as const)(
    'a real sandbox %j: the warnings shown %s; Ctrl-C stops it with exit 0',
    async (extra, shown) => {
      const cli = spawnCli(['sandbox', '--port', '0', ...extra], 'node');
      await cli.waitFor('stdout', /Press Ctrl\+C to stop\./);
      process.kill(-cli.group, 'SIGINT');
      expect(await cli.closed).toEqual({ code: 0, signal: null });
      expect(cli.stdout()).toMatch(/^Sandbox running at http:\/\/127\.0\.0\.1:\d+$/m);
      expect(cli.stderr().includes('oidc-provider WARNING: Unsupported runtime')).toBe(
        // oidc-provider's own test: an LTS release from Jod (Node 22) on is supported
        shown && !((process.release.lts ?? '') >= 'Jod'),
      );
      expect(cli.stderr().includes('in-memory adapter')).toBe(shown);
      expect(cli.runningInGroup()).toEqual([]);
    },
  );
});
