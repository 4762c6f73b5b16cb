import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const bin = new URL('../bin/compliance-migrate.js', import.meta.url).pathname;
const hook = new URL('./lazy/record-resolutions.mjs', import.meta.url).href;
const HEAVY = ['ts-morph', 'jscodeshift', 'oidc-provider', 'typescript', 'tsx'];

/** The packages the built CLI resolves while running `argv` (recorded by a module resolve hook). */
async function packagesLoadedBy(argv: string[]): Promise<string[]> {
  return (await runRecorded(argv)).loaded;
}

/** Runs the built CLI under the recorder: its stdout and the packages it resolved. */
async function runRecorded(argv: string[]): Promise<{ stdout: string; loaded: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'cm-lazy-'));
  const file = join(dir, 'resolved.txt');
  try {
    const { stdout } = await run(process.execPath, ['--import', hook, bin, ...argv], {
      env: { ...process.env, RECORD_RESOLUTIONS: file },
    });
    expect(stdout.length).toBeGreaterThan(0);
    const text = await readFile(file, 'utf8').catch(() => '');
    return { stdout, loaded: text.split('\n').filter(Boolean) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const packageOf = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

describe('the built CLI loads a command’s packages only when that command runs', () => {
  it.each([[['--help']], [['proxy', '--help']], [['translate', '--help']]])(
    '%j loads no ts-morph, jscodeshift, oidc-provider, TypeScript or tsx',
    async (argv) => {
      const loaded = (await packagesLoadedBy(argv)).map(packageOf);
      expect(loaded).toContain('yargs');
      for (const heavy of HEAVY) expect(loaded, heavy).not.toContain(heavy);
    },
  );

  it('--version loads no package at all and prints the package’s version', async () => {
    const { stdout, loaded } = await runRecorded(['--version']);
    const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(stdout).toBe(`${manifest.version}\n`);
    expect(loaded).toEqual([]);
  });

  it('--help loads no workspace package but the proxy’s settings and the version list (flags, help texts)', async () => {
    const loaded = await packagesLoadedBy(['--help']);
    expect(new Set(loaded.filter((p) => p.startsWith('@compliance-migrate/')))).toEqual(
      new Set(['@compliance-migrate/proxy/settings', '@compliance-migrate/rename-map/versions']),
    );
    // The version list is a module of its own: the map, zod and yaml are not loaded for it.
    expect(loaded).not.toContain('@compliance-migrate/rename-map');
    expect(loaded.map(packageOf)).not.toContain('zod');
  });

  it('proxy --help does not load the proxy itself (undici, pino, prom-client)', async () => {
    const loaded = (await packagesLoadedBy(['proxy', '--help'])).map(packageOf);
    for (const name of ['undici', 'pino', 'prom-client']) expect(loaded, name).not.toContain(name);
  });

  it("codemod loads Angular's template parser only for a project with a component", async () => {
    const root = new URL('../../../', import.meta.url).pathname;
    const overlay = join(root, 'fixtures/maps/sandbox.yaml');
    const codemod = (src: string): Promise<string[]> =>
      packagesLoadedBy([
        'codemod',
        join(root, src),
        '--from',
        '4',
        '--to',
        '6',
        '--overlay',
        overlay,
        '--dry',
        '--print',
      ]);
    const plain = (await codemod('fixtures/demo/v4-client')).map(packageOf);
    expect(plain).toContain('ts-morph');
    expect(plain).not.toContain('@angular/compiler');
    const angular = (await codemod('fixtures/clients/trial-angular/v4/src')).map(packageOf);
    expect(angular).toContain('@angular/compiler');
  }, 120_000);

  it('the recorder sees a heavy package when a command does load it', async () => {
    const loaded = (await packagesLoadedBy(['guide', '--from', '5', '--to', '6'])).map(packageOf);
    expect(loaded).toContain('@compliance-migrate/rename-map');
  });
});
