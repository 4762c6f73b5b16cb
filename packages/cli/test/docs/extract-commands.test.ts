import { describe, expect, it } from 'vitest';
import { extractCommands, showsLine } from './extract-commands.js';

const PAGE = [
  'Text with `pnpm exec not-a-command`.',
  '```sh',
  '# a comment line',
  'export A=1',
  'pnpm exec compliance-migrate sandbox --port 5080 &',
  'pnpm exec compliance-migrate check \\',
  '  --scenario s.yaml      # trailing comment',
  '```',
  '```console',
  '$ echo hi \\',
  '    there',
  'hi there',
  '$ true',
  '```',
  '```ts',
  'const notShell = 1;',
  '```',
].join('\n');

describe('extractCommands', () => {
  it('takes sh lines and console prompts with their continuations, keys them on one line, marks `&`', () => {
    expect(extractCommands('p.md', PAGE)).toEqual([
      {
        file: 'p.md',
        line: 4,
        block: 0,
        text: 'export A=1',
        key: 'export A=1',
        background: false,
        shown: [],
      },
      {
        file: 'p.md',
        line: 5,
        block: 0,
        text: 'pnpm exec compliance-migrate sandbox --port 5080',
        key: 'pnpm exec compliance-migrate sandbox --port 5080',
        background: true,
        shown: [],
      },
      {
        file: 'p.md',
        line: 6,
        block: 0,
        text: 'pnpm exec compliance-migrate check \\\n  --scenario s.yaml      # trailing comment',
        key: 'pnpm exec compliance-migrate check --scenario s.yaml',
        background: false,
        shown: [],
      },
      {
        file: 'p.md',
        line: 10,
        block: 1,
        text: 'echo hi \\\n    there',
        key: 'echo hi there',
        background: false,
        shown: ['hi there'],
      },
      { file: 'p.md', line: 13, block: 1, text: 'true', key: 'true', background: false, shown: [] },
    ]);
  });

  it('matches shown output with numbers, spacing and `…` free, whole lines only', () => {
    const output = 'first\n  ✓ done: 14 operation(s) in 1.1 s  \n{"data":[{"id":1,"name":"x"}],"page":1}';
    expect(showsLine(output, '✓ done: 15 operation(s) in 2.35 s')).toBe(true);
    expect(showsLine(output, '✓   done:   14 operation(s)   in 1.1 s')).toBe(true);
    expect(showsLine(output, '{"data":[{"id":1,…}],"page":1}')).toBe(true);
    expect(showsLine(output, '✓ done: 14 operation(s)')).toBe(false);
    expect(showsLine(output, '✗ done: 14 operation(s) in 1.1 s')).toBe(false);
    expect(showsLine(output, 'first (x)')).toBe(false);
  });
});
