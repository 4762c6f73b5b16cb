import { describe, expect, it } from 'vitest';
import { commands } from '../../src/commands/index.js';
import { terminalColumns } from '../../src/lib/help-layout.js';
import { runCli } from '../run-cli.js';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Every command and sub-command, as argv. */
const ALL = [
  [],
  ...commands.flatMap((c) => {
    const name = c.command.split(' ')[0]!;
    return [[name], ...(c.subcommands ?? []).map((s) => [name, s.command.split(' ')[0]!])];
  }),
];

const URL_PATTERN = /https?:\/\/[^\s"'`)]+/g;

const help = async (argv: string[], columns: number): Promise<string> => {
  const { code, stdout } = await runCli([...argv, '--help'], '', { columns });
  expect(code, argv.join(' ')).toBe(0);
  return stdout;
};

describe('--help fitted to the terminal', () => {
  it.each([60, 80])(
    'every command at %i columns: no line wider, no URL cut across lines',
    async (columns) => {
      expect(ALL.length).toBeGreaterThan(10);
      for (const argv of ALL) {
        const name = argv.join(' ') || '(top)';
        const text = await help(argv, columns);
        const wide = await help(argv, 110);
        for (const line of text.split('\n')) {
          // Only one word longer than a whole line may stick out.
          if (line.length > columns)
            expect(line.trim().replace(/^\$ /, '').replace(/ \\$/, ''), `${name}: ${line}`).not.toContain(
              ' ',
            );
        }
        // The same URLs, whole, as in the widest layout: a URL cut in two would show as two fragments.
        expect(text.match(URL_PATTERN) ?? [], name).toEqual(wide.match(URL_PATTERN) ?? []);
      }
    },
  );

  it('a real process with COLUMNS=60 and its output piped lays help out at 60 columns', async () => {
    const child = spawn(process.execPath, ['packages/cli/bin/compliance-migrate.js', 'proxy', '--help'], {
      cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
      env: { ...process.env, COLUMNS: '60' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(60);
    expect(Math.max(...lines.map((l) => l.length))).toBeGreaterThan(50);
    expect(stdout).toContain('https://compliance.example.com/api/v6');
  });

  it('reads the width from COLUMNS when the output is not a terminal', () => {
    expect(terminalColumns({}, { COLUMNS: '60' })).toBe(60);
    expect(terminalColumns({ columns: 100 }, { COLUMNS: '60' })).toBe(100);
    expect(terminalColumns({}, { COLUMNS: 'wide' })).toBeUndefined();
    expect(terminalColumns({}, {})).toBeUndefined();
  });
});
