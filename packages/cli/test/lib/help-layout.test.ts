import { describe, expect, it } from 'vitest';
import { commands } from '../../src/commands/index.js';
import { helpWidth, renderExamples } from '../../src/lib/help-layout.js';
import { runCli } from '../run-cli.js';

const URL_EXAMPLE = {
  command:
    'COMPLIANCE_MIGRATE_UPSTREAM=http://127.0.0.1:9000/api/v6 $0 proxy --upstream https://compliance.example.com/api/v6 --endpoint "GET /records"',
  describe: 'An example long enough to need three lines at forty columns, with a URL in it',
};

describe('help layout', () => {
  it('keeps the width between 40 and 110 columns, 80 when not a terminal', () => {
    expect(helpWidth(undefined)).toBe(80);
    expect(helpWidth(20)).toBe(40);
    expect(helpWidth(300)).toBe(110);
    expect(helpWidth(72)).toBe(72);
  });

  it.each([40, 60, 80])('breaks example commands between shell words only, at %i columns', (width) => {
    const text = renderExamples([URL_EXAMPLE], width, 'compliance-migrate');
    const lines = text.split('\n');
    for (const line of lines) {
      // Only a single word longer than a whole line may stick out.
      const words = line.trim().replace(/^\$ /, '').replace(/ \\$/, '');
      if (line.length > width) expect(words, line).not.toContain(' ');
    }
    expect(text).toContain('http://127.0.0.1:9000/api/v6');
    expect(text).toContain('https://compliance.example.com/api/v6');
    expect(text).toContain('"GET /records"');
    // Joined back at the continuations, it is the command as written.
    const command = lines
      .filter((l) => l.startsWith('    '))
      .map((l) => l.trim().replace(/^\$ /, '').replace(/ \\$/, ''))
      .join(' ');
    expect(command).toBe(URL_EXAMPLE.command.replace('$0', 'compliance-migrate'));
  });

  it('fits every command’s --help into 80 columns without splitting a URL', async () => {
    for (const argv of [[], ['proxy'], ['login'], ['codemod'], ['check'], ['translate'], ['map', 'infer']]) {
      const { code, stdout } = await runCli([...argv, '--help'], '', { columns: 80 });
      expect(code, argv.join(' ')).toBe(0);
      for (const line of stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
      // Every URL of the command's examples is there whole, on one line.
      const command = commands.find((c) => c.command.split(' ')[0] === argv[0]);
      const examples = argv.length === 2 ? command?.subcommands?.find((s) => s.command === argv[1]) : command;
      for (const example of argv.length === 0 ? [] : examples!.examples) {
        for (const url of `${example.command} ${example.describe}`.match(/https?:\/\/[^\s"']+/g) ?? []) {
          expect(stdout, `${argv.join(' ')}: ${url}`).toContain(url);
        }
      }
      expect(stdout, argv.join(' ')).toMatch(/Exit codes: .*\b0\b/);
    }
  });
});
