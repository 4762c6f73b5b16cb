import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { join, readFile, repoRoot, run, tempDir, testMap, writeFile } from './helpers.js';
import { runCodemod, transformSource, ApiIndex } from '../src/index.js';

const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });

describe('runCodemod', () => {
  it('refuses to write in a git work tree with uncommitted changes unless allowDirty', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      git(dir, 'init', '-q');
      await writeFile(join(dir, 'a.ts'), "fetch('/records');\n");
      await expect(run(dir, 4, 5, { allowDirty: false })).rejects.toMatchObject({
        code: 'ERR_CODEMOD_DIRTY_TREE',
      });
      expect(await readFile(join(dir, 'a.ts'), 'utf8')).toBe("fetch('/records');\n");
      git(dir, 'add', '.');
      git(dir, 'commit', '-q', '-m', 'init');
      const report = await run(dir, 4, 5, { allowDirty: false });
      expect(report.summary.changed).toBe(1);
      expect(await readFile(join(dir, 'a.ts'), 'utf8')).toBe("fetch('/categories');\n");
      expect(report.notes.join('\n'), 'git holds the files as they were').not.toContain('git work tree');
    } finally {
      await cleanup();
    }
  });

  it('says so when it rewrote files outside any git work tree, and not on a dry run', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      await writeFile(join(dir, 'reports.ts'), "export const load = () => fetch('/records?typeId=3');\n");
      const dry = await run(dir, 4, 5, { dry: true });
      expect(dry.notes.join('\n')).not.toContain('git work tree');
      const report = await run(dir, 4, 5);
      expect(report.written).toEqual(['reports.ts']);
      expect(report.notes).toContainEqual(
        expect.stringMatching(/: not in a git work tree, so the files were rewritten in place with no copy/),
      );
    } finally {
      await cleanup();
    }
  });

  it('--dry writes nothing and still reports, with unified diffs', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      await writeFile(join(dir, 'a.ts'), "fetch('/records');\n");
      const diffs: string[] = [];
      const report = await run(dir, 4, 5, { dry: true, onDiff: (d) => diffs.push(d) });
      expect(report.summary.changed).toBe(1);
      expect(report.byChange['v5.endpoint.list-records-to-categories']).toBe(1);
      expect(await readFile(join(dir, 'a.ts'), 'utf8')).toBe("fetch('/records');\n");
      expect(diffs.join('')).toContain("-fetch('/records');\n+fetch('/categories');");
    } finally {
      await cleanup();
    }
  });

  it('reports a parse failure and leaves that file exactly as it was, while others are rewritten', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const broken = "fetch('/records'\nconst = ;\n";
      await writeFile(join(dir, 'broken.ts'), broken);
      await writeFile(join(dir, 'ok.js'), "fetch('/records');\n");
      const report = await run(dir, 4, 5);
      expect(report.summary).toMatchObject({ failed: 1, changed: 1 });
      expect(report.failures[0]!.file).toBe('broken.ts');
      expect(report.failures[0]!.error).toMatch(/\(\d+:\d+\)/);
      expect(await readFile(join(dir, 'broken.ts'), 'utf8')).toBe(broken);
      expect(await readFile(join(dir, 'ok.js'), 'utf8')).toBe("fetch('/categories');\n");
    } finally {
      await cleanup();
    }
  });

  it('writes atomically: no temporary file is left, and unchanged files keep their mtime', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      await writeFile(join(dir, 'a.ts'), "fetch('/records');\n");
      await writeFile(join(dir, 'b.ts'), "fetch('/elsewhere');\n");
      const before = (await import('node:fs')).statSync(join(dir, 'b.ts')).mtimeMs;
      await run(dir, 4, 5);
      expect(readdirSync(dir).sort()).toEqual(['a.ts', 'b.ts']);
      expect((await import('node:fs')).statSync(join(dir, 'b.ts')).mtimeMs).toBe(before);
    } finally {
      await cleanup();
    }
  });

  it('inserts a TODO once: a rerun leaves the file as it is', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      await writeFile(
        join(dir, 'a.ts'),
        "export function save(p) {\n  return api.put('/notificationProfiles/update', withDefaults(p));\n}\n",
      );
      const first = await run(dir, 4, 6);
      expect(first.summary.manual).toBe(1);
      const once = await readFile(join(dir, 'a.ts'), 'utf8');
      expect(once.match(/TODO\(compliance-migrate\)/g)).toHaveLength(1);
      expect(once).toMatch(
        /^ {2}\/\/ TODO\(compliance-migrate\): .* — see https:\/\/unpkg\.com\/@compliance-migrate\/rename-map@[0-9.]+\/migration-guide\.md#v5-endpoint-notification-profile-update-id-to-path\n {2}return/m,
      );
      const second = await run(dir, 4, 6);
      expect(second.summary.changed).toBe(0);
      expect(second.todos[0]!.inserted).toBe(false);
      expect(await readFile(join(dir, 'a.ts'), 'utf8')).toBe(once);
    } finally {
      await cleanup();
    }
  });

  it('skips node_modules, build output and .gitignored files', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const { mkdirSync } = await import('node:fs');
      for (const sub of ['node_modules/x', 'dist', 'build', 'coverage', 'generated', 'src'])
        mkdirSync(join(dir, sub), { recursive: true });
      for (const sub of ['node_modules/x', 'dist', 'build', 'coverage', 'generated', 'src'])
        await writeFile(join(dir, sub, 'a.ts'), "fetch('/records');\n");
      await writeFile(join(dir, '.gitignore'), 'generated/\n');
      const report = await run(dir, 4, 5);
      expect(report.summary.files).toBe(1);
      expect(report.edits.map((e) => e.file)).toEqual(['src/a.ts']);
    } finally {
      await cleanup();
    }
  });

  it('keeps formatting and comments of untouched code byte for byte', async () => {
    const index = new ApiIndex(await testMap(), 4, 5, { apiHosts: [], basePaths: ['/api'] });
    const source = [
      '/* header */',
      'const   weird = ( 1 +2 ) ;  // keep this spacing',
      'export const a = fetch(  "/records" , {method:"GET"}  ); // trailing',
      'const b = (x) => (((x)));',
      '',
    ].join('\n');
    const { output } = transformSource(source, 'a.ts', index);
    expect(output).toBe(source.replace('"/records"', '"/categories"'));
    const untouched = "const x = 'nothing';\n";
    expect(transformSource(untouched, 'b.ts', index).output).toBe(untouched);
  });

  it('finds nothing to change in real code that does not call this API (zod sources from node_modules)', async () => {
    const pnpm = join(repoRoot, 'node_modules/.pnpm');
    // the zod whose package ships its TypeScript sources (zod 4; the codemods' dev dependency zod 3 ships none)
    const zodDir = readdirSync(pnpm).find(
      (d) => d.startsWith('zod@') && existsSync(join(pnpm, d, 'node_modules/zod/src')),
    );
    const zod = zodDir && join('node_modules/.pnpm', zodDir, 'node_modules/zod/src');
    expect(zod).toBeDefined();
    const report = await runCodemod({
      paths: [join(repoRoot, zod!)],
      from: 4,
      to: 6,
      map: await testMap(),
      dry: true,
      cwd: repoRoot,
    });
    expect(report.summary.files).toBeGreaterThan(200);
    expect(report.summary.failed).toBe(0);
    expect(report.summary.changed).toBe(0);
    expect(report.todos).toEqual([]);
  });

  it('refuses to move code backward', async () => {
    await expect(runCodemod({ paths: ['.'], from: 6, to: 4, map: await testMap() })).rejects.toMatchObject({
      code: 'ERR_CODEMOD_VERSIONS',
    });
  });
});
