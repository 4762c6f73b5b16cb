import { describe, expect, it } from 'vitest';
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
      for (const url of stdout.match(/https?:\/\/\S+/g) ?? []) expect(url, argv.join(' ')).toMatch(/[\w/]$/);
      expect(stdout, argv.join(' ')).toMatch(/Exit codes: .*\b0\b/);
    }
  });
});
