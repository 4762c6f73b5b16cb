import { chmod, lstat, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCodemod, type CodemodOptions } from '../src/index.js';
import { sandboxMap, tempDir } from './helpers.js';

// What a run meets in a real checkout when it writes: CRLF files, read-only files, links, an editor saving a file
// while the run works. Each file is either written as the run means it, or left byte for byte and named.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function project(files: Record<string, string>): Promise<string> {
  const { dir, cleanup } = await tempDir('codemods-writes-');
  cleanups.push(cleanup);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

const run = async (dir: string, paths: string[], extra: Partial<CodemodOptions> = {}) =>
  runCodemod({ paths, cwd: dir, from: 4, to: 6, map: await sandboxMap(), allowDirty: true, ...extra });

// a list of records: renamed, and a TODO inserted above it (the response's fields are renamed)
const listing = (name: string, eol: string): string =>
  [`export function ${name}() {`, `  return fetch('/api/v4/records?pageSize=2');`, '}', ''].join(eol);

describe('runCodemod writing files', () => {
  it('a CRLF file stays CRLF: the TODO line it inserts ends in CRLF too', async () => {
    const dir = await project({ 'src/crlf.js': listing('crlf', '\r\n') });
    const report = await run(dir, ['src']);
    expect(report.todos).toHaveLength(1);
    const text = await readFile(join(dir, 'src/crlf.js'), 'utf8');
    expect(text).toContain('TODO(compliance-migrate)');
    expect(text).toContain('/categories?pageSize=2');
    expect(text.split('\r\n')).toHaveLength(5);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('look-alike: a CRLF Vue component stays CRLF', async () => {
    const vue = [
      '<template>',
      '  <p>{{ n }}</p>',
      '</template>',
      '<script>',
      'export default {',
      '  methods: {',
      '    load() {',
      "      return fetch('/api/v4/records?pageSize=2');",
      '    },',
      '  },',
      '};',
      '</script>',
      '',
    ].join('\r\n');
    const dir = await project({ 'src/List.vue': vue });
    const report = await run(dir, ['src']);
    expect(report.summary.changed).toBe(1);
    expect(report.todos).toHaveLength(1);
    const text = await readFile(join(dir, 'src/List.vue'), 'utf8');
    expect(text).toContain('/categories?pageSize=2');
    expect(text).toContain('// TODO(compliance-migrate)');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('a read-only file is left as it is and named, the run goes on with the others', async () => {
    const dir = await project({
      'src/locked.js': listing('locked', '\n'),
      'src/open.js': listing('open', '\n'),
    });
    await chmod(join(dir, 'src/locked.js'), 0o444);
    const report = await run(dir, ['src']);
    expect(await readFile(join(dir, 'src/locked.js'), 'utf8')).toBe(listing('locked', '\n'));
    expect(await readFile(join(dir, 'src/open.js'), 'utf8')).toContain('/categories');
    expect(report.failures).toEqual([
      { file: join('src', 'locked.js'), error: expect.stringContaining('ERR_CODEMOD_READ_ONLY') },
    ]);
    expect(report.summary).toMatchObject({ changed: 1, failed: 1 });
    expect(report.written).toEqual([join('src', 'open.js')]);
  });

  it('a dry run names the read-only file as the run would, and prints no diff for it', async () => {
    const dir = await project({
      'src/locked.js': listing('locked', '\n'),
      'src/open.js': listing('open', '\n'),
    });
    await chmod(join(dir, 'src/locked.js'), 0o400);
    const diffs: string[] = [];
    const report = await run(dir, ['src'], { dry: true, onDiff: (diff) => diffs.push(diff) });
    expect(report.failures.map((f) => [f.file, f.error.endsWith('(ERR_CODEMOD_READ_ONLY)')])).toEqual([
      [join('src', 'locked.js'), true],
    ]);
    expect(report.summary).toMatchObject({ changed: 1, failed: 1 });
    expect(diffs).toHaveLength(1);
    expect(diffs[0]).toContain('src/open.js');
  });

  it('a file saved by someone else while the run worked keeps that save, and is named', async () => {
    const dir = await project({ 'src/a.js': listing('a', '\n'), 'src/b.js': listing('b', '\n') });
    const saved = listing('a', '\n') + '// typed in an editor during the run\n';
    const report = await run(dir, ['src'], {
      // called just before each write: the editor saves a.js then
      onDiff: (diff) => {
        if (diff.includes('src/a.js')) writeFileNow(join(dir, 'src/a.js'), saved);
      },
    });
    expect(await readFile(join(dir, 'src/a.js'), 'utf8')).toBe(saved);
    expect(await readFile(join(dir, 'src/b.js'), 'utf8')).toContain('/categories');
    expect(report.failures.map((f) => f.file)).toEqual([join('src', 'a.js')]);
    expect(report.failures[0]!.error).toContain('ERR_CODEMOD_CHANGED_ON_DISK');
    expect(report.todos.map((t) => t.file)).toEqual([join('src', 'b.js')]);
  });

  it('a link given as a path is written through: it stays a link, its target is migrated', async () => {
    const dir = await project({ 'src/api.js': listing('api', '\n') });
    await mkdir(join(dir, 'gen'));
    await symlink('../src/api.js', join(dir, 'gen/alias.js'));
    const report = await run(dir, ['gen/alias.js']);
    expect(report.summary.changed).toBe(1);
    expect((await lstat(join(dir, 'gen/alias.js'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(dir, 'src/api.js'), 'utf8')).toContain('/categories');
  });

  it('a linked folder in a walk is not read, and the summary says so', async () => {
    const dir = await project({
      'src/api.js': listing('api', '\n'),
      'vendor/shared.js': listing('shared', '\n'),
    });
    await symlink('../vendor', join(dir, 'src/shared'));
    const report = await run(dir, ['src']);
    expect(report.summary.files).toBe(1);
    expect(
      report.notes.some((n) => n.includes('symbolic link(s)') && n.includes(join('src', 'shared'))),
    ).toBe(true);
    expect(await readFile(join(dir, 'vendor/shared.js'), 'utf8')).toBe(listing('shared', '\n'));
  });
});

/** The editor's save, done at once (in the test's callback, before the run's write of that file). */
function writeFileNow(file: string, text: string): void {
  writeFileSync(file, text);
}
