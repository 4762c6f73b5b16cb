import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnCli } from '../spawn-cli.js';

const FILES = 300;
const source = (i: number): string => `export const list${i} = () => fetch('/records');\n`;
const rewritten = (i: number): string => `export const list${i} = () => fetch('/categories');\n`;

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('compliance-migrate codemod, stopped with Ctrl-C', () => {
  it.each([
    ['SIGINT', 'node'],
    ['SIGTERM', 'node'],
    ['SIGINT', 'pnpm'],
  ] as const)(
    '%s while writing (%s): exit 130, each file untouched or fully written, the written ones listed, no process left',
    async (signal, via) => {
      const dir = await mkdtemp(join(tmpdir(), 'cli-codemod-signal-'));
      dirs.push(dir);
      const names = Array.from({ length: FILES }, (_, i) => `f${String(i).padStart(4, '0')}.ts`);
      await Promise.all(names.map((name, i) => writeFile(join(dir, name), source(i))));

      const cli = spawnCli(['codemod', dir, '--from', '4', '--to', '5', '--allow-dirty', '--print'], via);
      // --print shows each diff just before its file is written: the first one means writing has begun.
      await cli.waitFor('stdout', /^\+\+\+ /m);
      process.kill(-cli.group, signal);
      const exit = await cli.closed;

      // The CLI exits 130. pnpm, which got the signal too, either dies of it or passes the CLI's 130 on,
      // depending on which it sees first (a shell reports 130 for both).
      if (via === 'node') expect(exit, cli.stderr()).toEqual({ code: 130, signal: null });
      else
        expect(
          [
            { code: null, signal },
            { code: 130, signal: null },
          ],
          cli.stderr(),
        ).toContainEqual(exit);
      expect(cli.runningInGroup()).toEqual([]);
      const match =
        /stopped: (\d+) file\(s\) written before the signal; every other file is untouched\./.exec(
          cli.stderr(),
        );
      expect(match, `exit ${JSON.stringify(exit)}; stderr: ${JSON.stringify(cli.stderr())}`).not.toBeNull();
      const reported = Number(match![1]);
      const listed = [...cli.stderr().matchAll(/^ {2}wrote (.+)$/gm)].map((m) => m[1]!.split('/').pop());

      let written = 0;
      for (const [i, name] of names.entries()) {
        const text = await readFile(join(dir, name), 'utf8');
        expect([source(i), rewritten(i)], name).toContain(text);
        if (text === rewritten(i)) {
          written++;
          expect(listed, name).toContain(name);
        }
      }
      expect(written).toBe(reported);
      expect(listed).toHaveLength(reported);
      expect(written).toBeLessThan(FILES);
      // No temporary file left behind by an interrupted write.
      expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    },
  );

  it('SIGINT during the type-aware pass: seen before the type-check, nothing written, no clean bill claimed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-codemod-signal-types-'));
    dirs.push(dir);
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, target: 'ES2022', module: 'ES2022', lib: ['ES2022', 'DOM'] },
      }),
    );
    const typed = (i: number): string =>
      `interface Row${i} { recordId: number; recordName: string }\n` +
      `export async function names${i}(): Promise<string[]> {\n` +
      `  const res = await fetch('/records');\n` +
      `  const body = (await res.json()) as { data: Row${i}[] };\n` +
      `  return body.data.map((r) => r.recordName);\n}\n`;
    const names = ['a.ts', 'b.ts', 'c.ts'];
    await Promise.all(names.map((name, i) => writeFile(join(dir, name), typed(i))));

    const cli = spawnCli(['codemod', dir, '--from', '4', '--to', '6', '--allow-dirty'], 'node');
    await cli.waitFor('stderr', /codemod: the type-aware pass/);
    process.kill(-cli.group, 'SIGINT');
    const exit = await cli.closed;

    expect(exit, cli.stderr()).toEqual({ code: 130, signal: null });
    expect(cli.stderr()).toContain('stopped before the end');
    expect(cli.stderr()).not.toContain('codemod: the type-check of the result');
    expect(cli.stderr()).not.toContain('no compiler error the input did not have');
    expect(cli.stderr()).not.toContain('no old paths left');
    expect(cli.stderr()).toMatch(/stopped: 0 file\(s\) written before the signal/);
    for (const [i, name] of names.entries()) expect(await readFile(join(dir, name), 'utf8')).toBe(typed(i));
    expect(cli.runningInGroup()).toEqual([]);
  });
});
