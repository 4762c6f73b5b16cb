import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

const CLIENT = "export const list = () => fetch('/api/v4/records');\n";

/** A folder holding one v4 client file (not a git repository: the runs pass --allow-dirty). */
async function client(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cli-versions-'));
  dirs.push(dir);
  await writeFile(join(dir, 'client.ts'), CLIENT);
  return dir;
}

const codemod = (dir: string, from: string) =>
  runCli(['codemod', dir, '--from', from, '--to', '6', '--allow-dirty', '--no-types', '--no-typecheck']);

describe('version options', () => {
  it('take `v5` as well as `5`: the codemod rewrites the same with --from v4 as with --from 4', async () => {
    const named = await client();
    const plain = await client();
    const a = await codemod(named, 'v4');
    const b = await codemod(plain, '4');
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    const rewritten = await readFile(join(named, 'client.ts'), 'utf8');
    expect(rewritten).not.toBe(CLIENT);
    expect(rewritten).toContain("fetch('/api/v4/categories')");
    expect(rewritten).toBe(await readFile(join(plain, 'client.ts'), 'utf8'));
  });

  it('guide, map show and translate read `v5` too', async () => {
    const guide = await runCli(['guide', '--from', 'v5', '--to', 'V6']);
    expect(guide.code, guide.stderr).toBe(0);
    expect(guide.stdout).toBe((await runCli(['guide', '--from', '5', '--to', '6'])).stdout);
    const map = await runCli(['map', 'show', '--from', 'v4', '--to', 'v5', '--format', 'json']);
    expect(map.code, map.stderr).toBe(0);
    expect(map.stdout).toBe(
      (await runCli(['map', 'show', '--from', '4', '--to', '5', '--format', 'json'])).stdout,
    );
    const body = JSON.stringify({ id: 1, name: 'a' });
    const translated = await runCli(
      ['translate', '--from', 'v4', '--to', 'v5', '--endpoint', 'GET /records/1'],
      body,
    );
    const plain = await runCli(
      ['translate', '--from', '4', '--to', '5', '--endpoint', 'GET /records/1'],
      body,
    );
    expect(translated.code, translated.stderr).toBe(plain.code);
    expect(translated.stdout).toBe(plain.stdout);
  });

  it.each([
    ['four', '"four"'],
    ['7', '"7"'],
    ['v3', '"v3"'],
  ])('--from %s exits 2 naming the option and the versions, and writes nothing', async (value, shown) => {
    const dir = await client();
    const { code, stderr, stdout } = await codemod(dir, value);
    expect(code).toBe(2);
    expect(stderr).toBe(
      `compliance-migrate: --from must be 4 or 5 (got ${shown}).\nRun with --help for usage.\n`,
    );
    expect(stdout).toBe('');
    expect(await readFile(join(dir, 'client.ts'), 'utf8')).toBe(CLIENT);
    expect(await readdir(dir)).toEqual(['client.ts']);
  });

  it.each([
    ['codemod', ['codemod', '.', '--from', '4']],
    ['guide', ['guide']],
  ])(
    '%s: --help and the error for a version it does not take name the same versions',
    async (_name, argv) => {
      const help = await runCli([argv[0]!, '--help']);
      const listed = (flag: string): string =>
        new RegExp(`--${flag}\\s+[^\\n]*?: ([\\d, or]+\\d)`).exec(help.stdout)?.[1] ?? 'not in the help';
      expect(listed('from')).toBe('4 or 5');
      expect(listed('to')).toBe('5 or 6');
      for (const [flag, value] of [
        ['to', '7'],
        ['to', '4'],
        ['from', '6'],
      ] as const) {
        const other = flag === 'to' ? ['--from', '4'] : ['--to', '6'];
        const args = [...argv.filter((a, i) => !(a === '--from' || argv[i - 1] === '--from')), ...other];
        const { code, stderr } = await runCli([...args, `--${flag}`, value, '--allow-dirty']);
        expect(code, stderr).toBe(2);
        expect(stderr).toContain(`--${flag} must be ${listed(flag)} (got "${value}")`);
      }
    },
  );

  it('every command with a version option refuses a bad one the same way', async () => {
    const dir = await client();
    const out = join(dir, 'out.json');
    const cases: [string[], string][] = [
      [['guide', '--to', 'six'], '--to must be 5 or 6 (got "six")'],
      [['map', 'show', '--from', '4', '--to', '8'], '--to must be 4, 5 or 6 (got "8")'],
      [
        ['translate', '--from', 'x', '--to', '6', '--endpoint', 'GET /records', '-o', out],
        '--from must be 4, 5 or 6 (got "x")',
      ],
      [
        ['proxy', '--upstream', 'http://127.0.0.1:9/api/v6', '--upstream-version', 'v9'],
        '--upstream-version must be 4, 5 or 6 (got "v9")',
      ],
      [
        [
          'proxy',
          '--upstream',
          'http://127.0.0.1:9/api/v6',
          '--upstream-version',
          '6',
          '--client-version',
          '',
        ],
        '--client-version must be 4, 5 or 6 (got "")',
      ],
    ];
    for (const [argv, message] of cases) {
      const { code, stderr } = await runCli(argv, '{}');
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr).toBe(`compliance-migrate: ${message}.\nRun with --help for usage.\n`);
    }
    expect(await readdir(dir)).toEqual(['client.ts']);
  });
});

describe('--port', () => {
  it.each(['abc', '70000', '-1', '1.5'])(
    'sandbox --port %s names the option and the range',
    async (value) => {
      const { code, stderr } = await runCli(['sandbox', '--port', value]);
      expect(code).toBe(2);
      expect(stderr).toBe(
        `compliance-migrate: --port must be a port number 0–65535 (got ${JSON.stringify(value)}).\nRun with --help for usage.\n`,
      );
    },
  );
});

describe('--overlay naming a missing file', () => {
  it('says which file does not exist, exits 2 without a stack, and writes nothing', async () => {
    const dir = await client();
    const missing = join(dir, 'nope.yaml');
    const out = join(dir, 'out.json');
    const commands = [
      ['codemod', dir, '--from', '4', '--to', '6', '--allow-dirty', '--no-types', '--overlay', missing],
      ['map', 'show', '--from', '4', '--to', '6', '--overlay', missing],
      [
        'translate',
        '--from',
        '4',
        '--to',
        '6',
        '--endpoint',
        'GET /records',
        '-o',
        out,
        '--overlay',
        missing,
      ],
      ['proxy', '--upstream', 'http://127.0.0.1:9/api/v6', '--upstream-version', '6', '--overlay', missing],
    ];
    for (const argv of commands) {
      const { code, stderr } = await runCli(argv, '{}');
      expect(code, argv[0]).toBe(2);
      expect(stderr, argv[0]).toBe(`compliance-migrate: ${missing}: the file does not exist (ENOENT)\n`);
    }
    expect(await readFile(join(dir, 'client.ts'), 'utf8')).toBe(CLIENT);
    expect(await readdir(dir)).toEqual(['client.ts']);
  });
});
