import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { join, readFile, run, stageInputs, tempDir, writeFile, fixturesDir } from './helpers.js';
import type { CodemodReport } from '../src/index.js';

/** The parts of a report that must not depend on where files were transformed. */
function outcome(report: CodemodReport) {
  const { workers: _workers, ...summary } = report.summary;
  return {
    summary,
    byChange: report.byChange,
    edits: report.edits,
    todos: report.todos,
    failures: report.failures,
  };
}

async function corpus(dir: string): Promise<void> {
  for (const [name, step] of [
    ['axios-js', '4-6'],
    ['fetch-ts', '4-6'],
    ['endpoint-constants', '4-6'],
    ['got-ky', '4-6'],
    ['half-migrated', '4-6'],
    ['negative', '4-6'],
  ] as const) {
    const sub = join(dir, name);
    await (await import('node:fs/promises')).mkdir(sub);
    await stageInputs(join(fixturesDir, name, step), sub);
  }
  await writeFile(join(dir, 'broken.ts'), "fetch('/records'\nconst = ;\n");
}

describe('worker threads', () => {
  it('give the same files and report as in band, a parse failure isolated to its file', async () => {
    const a = await tempDir();
    const b = await tempDir();
    try {
      await corpus(a.dir);
      await corpus(b.dir);
      const inBand = await run(a.dir, 4, 6, { workers: 0, workerThreshold: 0 });
      const progress = new PassThrough();
      let bar = '';
      progress.on('data', (c: Buffer) => (bar += c.toString()));
      const pooled = await run(b.dir, 4, 6, { workers: 2, workerThreshold: 0, progress });
      expect(inBand.summary.workers).toBe(0);
      expect(pooled.summary.workers).toBe(2);
      expect(pooled.notes).toEqual([]);
      expect(outcome(pooled)).toEqual(outcome(inBand));
      expect(pooled.summary.failed).toBe(1);
      expect(pooled.failures[0]!.file).toBe('broken.ts');
      expect(pooled.summary.changed).toBeGreaterThan(3);
      for (const file of ['axios-js/api.js', 'fetch-ts/records-service.ts', 'broken.ts']) {
        expect(await readFile(join(b.dir, file), 'utf8'), file).toBe(
          await readFile(join(a.dir, file), 'utf8'),
        );
      }
      const total = pooled.summary.files;
      expect(bar).toContain(`${total}/${total} files`);
    } finally {
      await a.cleanup();
      await b.cleanup();
    }
  });

  it('stay in band below the threshold, and with --workers 0', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      await corpus(dir);
      expect((await run(dir, 4, 6, { dry: true, workers: 2 })).summary.workers).toBe(0);
      expect((await run(dir, 4, 6, { dry: true, workers: 0, workerThreshold: 0 })).summary.workers).toBe(0);
    } finally {
      await cleanup();
    }
  });

  it('that cannot start leave the run in band, with a note', async () => {
    const { dir, cleanup } = await tempDir();
    const outside = await tempDir();
    try {
      await corpus(dir);
      const inBand = await run(dir, 4, 6, { dry: true, workers: 0 });
      await writeFile(join(outside.dir, 'bad-entry.mjs'), "throw new Error('no loader here');\n");
      const report = await run(dir, 4, 6, {
        dry: true,
        workers: 2,
        workerThreshold: 0,
        workerEntry: new URL(`file://${join(outside.dir, 'bad-entry.mjs')}`),
      });
      expect(report.summary.workers).toBe(0);
      expect(report.notes).toEqual(['worker threads could not start (no loader here); ran in band']);
      expect(outcome(report)).toEqual(outcome(inBand));
    } finally {
      await cleanup();
      await outside.cleanup();
    }
  });

  it('that stop on a file: that file is reported failed, every other file still gets its outcome', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      // a stand-in worker that speaks the protocol, echoes files unchanged and dies on one of them
      const entry = join(dir, 'entry.mjs');
      await writeFile(
        entry,
        [
          "import { parentPort } from 'node:worker_threads';",
          "parentPort.on('message', ({ id, file, source }) => {",
          "  if (file.endsWith('crash.ts')) process.exit(3);",
          "  parentPort.postMessage({ kind: 'done', id, result: { output: source.replace('/records', '/x'), edits: [], todos: [] } });",
          '});',
          "parentPort.postMessage({ kind: 'ready' });",
          '',
        ].join('\n'),
      );
      const src = join(dir, 'src');
      await (await import('node:fs/promises')).mkdir(src);
      for (let i = 0; i < 6; i++) await writeFile(join(src, `f${i}.ts`), "fetch('/records');\n");
      await writeFile(join(src, 'crash.ts'), "fetch('/records');\n");
      const report = await run(src, 4, 5, {
        workers: 2,
        workerThreshold: 0,
        workerEntry: new URL(`file://${entry}`),
      });
      expect(report.failures).toEqual([
        { file: 'crash.ts', error: 'the worker thread transforming it stopped (exit code 3)' },
      ]);
      expect(report.summary).toMatchObject({ files: 7, failed: 1, changed: 6 });
      expect(report.notes.some((n) => n.includes('stopped'))).toBe(true);
      expect(await readFile(join(src, 'crash.ts'), 'utf8')).toBe("fetch('/records');\n");
      for (let i = 0; i < 6; i++)
        expect(await readFile(join(src, `f${i}.ts`), 'utf8')).toMatch(/\/(x|categories)/);
    } finally {
      await cleanup();
    }
  });
});
