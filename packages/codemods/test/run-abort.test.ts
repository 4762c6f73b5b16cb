import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCodemod } from '../src/index.js';
import { tempDir, testMap } from './helpers.js';

const source = (i: number): string => `export const list${i} = () => fetch('/records');\n`;
const rewritten = (i: number): string => `export const list${i} = () => fetch('/categories');\n`;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function files(count: number): Promise<string> {
  const { dir, cleanup } = await tempDir('codemods-abort-');
  cleanups.push(cleanup);
  await Promise.all(Array.from({ length: count }, (_, i) => writeFile(join(dir, `f${i}.ts`), source(i))));
  return dir;
}

const contents = (dir: string, count: number): Promise<string[]> =>
  Promise.all(Array.from({ length: count }, (_, i) => readFile(join(dir, `f${i}.ts`), 'utf8')));

describe('runCodemod with an AbortSignal', () => {
  it('already aborted: reads and writes nothing, and says it was interrupted', async () => {
    const dir = await files(3);
    const controller = new AbortController();
    controller.abort();
    const report = await runCodemod({
      paths: [dir],
      from: 4,
      to: 5,
      map: await testMap(),
      allowDirty: true,
      signal: controller.signal,
    });
    expect(report.interrupted).toBe(true);
    expect(report.written).toEqual([]);
    expect(report.summary.changed).toBe(0);
    // the summary counts the files read, and does not call the unread ones "no text of this API"
    expect(report.summary).toMatchObject({ files: 0, skipped: 0 });
    expect(await contents(dir, 3)).toEqual([0, 1, 2].map(source));
  });

  it('aborted during the writes: the file being written is finished, no later file is touched', async () => {
    const dir = await files(4);
    const controller = new AbortController();
    const report = await runCodemod({
      paths: [dir],
      from: 4,
      to: 5,
      map: await testMap(),
      allowDirty: true,
      signal: controller.signal,
      // Called just before each file's write: abort while the first file is about to be written.
      onDiff: () => controller.abort(),
    });
    expect(report.interrupted).toBe(true);
    expect(report.written).toHaveLength(1);
    expect(report.summary.changed).toBe(1);
    const after = await contents(dir, 4);
    expect(after[0]).toBe(rewritten(0));
    expect(after.slice(1)).toEqual([1, 2, 3].map(source));
  });

  it('aborted while its files are read: stops reading there, writes nothing, counts only the files read', async () => {
    const dir = await files(200);
    const controller = new AbortController();
    // The run asks whether it was stopped once before each file it reads: the signal goes up before the 151st.
    let asked = 0;
    Object.defineProperty(controller.signal, 'aborted', { get: () => ++asked > 150 });
    const report = await runCodemod({
      paths: [dir],
      from: 4,
      to: 5,
      map: await testMap(),
      allowDirty: true,
      signal: controller.signal,
    });
    expect(report.interrupted).toBe(true);
    expect(report.written).toEqual([]);
    expect(report.summary.files).toBe(150);
    expect(await contents(dir, 200)).toEqual(Array.from({ length: 200 }, (_, i) => source(i)));
  });

  it('never aborted: every file written, not interrupted', async () => {
    const dir = await files(3);
    const report = await runCodemod({
      paths: [dir],
      from: 4,
      to: 5,
      map: await testMap(),
      allowDirty: true,
      signal: new AbortController().signal,
    });
    expect(report.interrupted).toBe(false);
    expect(report.written).toHaveLength(3);
    expect(await contents(dir, 3)).toEqual([0, 1, 2].map(rewritten));
  });

  it('paths without a JS/TS file: ERR_CODEMOD_NO_FILES', async () => {
    const { dir, cleanup } = await tempDir('codemods-empty-');
    cleanups.push(cleanup);
    await writeFile(join(dir, 'README.md'), "fetch('/records')\n");
    await expect(
      runCodemod({ paths: [dir], from: 4, to: 5, map: await testMap(), allowDirty: true }),
    ).rejects.toMatchObject({ code: 'ERR_CODEMOD_NO_FILES', message: expect.stringContaining(dir) });
  });
});
