import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { git } from '../git.js';
import { runCli } from '../run-cli.js';

const repoRoot = new URL('../../../../', import.meta.url).pathname;
const caseDir = join(repoRoot, 'fixtures/clients/fetch-ts/4-5');
const FILE = 'records-service.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/**
 * A temp copy of the fetch-ts client (v4), committed in a fresh git repository. The CLI runs with the built-in
 * map only: the fixture's expected output also uses the test overlay, whose response renames leave a TODO.
 */
async function client(extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cli-codemod-'));
  dirs.push(dir);
  await cp(join(caseDir, 'records-service.input.ts'), join(dir, FILE));
  for (const [name, text] of Object.entries(extra)) await writeFile(join(dir, name), text);
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'client');
  return dir;
}

const codemod = (dir: string, ...more: string[]) =>
  runCli(['codemod', dir, '--from', '4', '--to', '6', '--api-host', 'api.example.com', ...more]);

describe('compliance-migrate codemod', () => {
  it('rewrites a committed client in place and exits 0', async () => {
    const dir = await client();
    const { code, stderr } = await codemod(dir);
    expect(code, stderr).toBe(0);
    const after = await readFile(join(dir, FILE), 'utf8');
    expect(after).toContain('fetch(`${BASE}/categories`');
    expect(after).toContain("fetch(BASE + '/categories'");
    expect(after).toContain('fetch(`${BASE}/categories/${id}/archive`');
    expect(after).toContain("fetch('https://api.example.com/items/exporttoexcel')");
    expect(after).toContain("fetch('https://docs.example.org/records')"); // another host
    expect(git(dir, 'status', '--porcelain')).toBe(` M ${FILE}\n`);
    expect(stderr).toContain('1 changed, 0 unchanged, 0 failed');
  });

  it('--dry writes nothing, and --print shows a unified diff', async () => {
    const dir = await client();
    const before = await readFile(join(dir, FILE), 'utf8');
    const { code, stdout, stderr } = await codemod(dir, '--dry', '--print');
    expect(code, stderr).toBe(0);
    expect(await readFile(join(dir, FILE), 'utf8')).toBe(before);
    expect(git(dir, 'status', '--porcelain')).toBe('');
    expect(stdout).toMatch(/^--- .*records-service\.ts\n\+\+\+ .*records-service\.ts\n/m);
    expect(stdout).toContain('@@ ');
    expect(stdout).toContain('-  const res = await fetch(`${BASE}/records`');
    expect(stdout).toContain('+  const res = await fetch(`${BASE}/categories`');
    expect(stderr).toContain('dry run: nothing written');
  });

  it('refuses a dirty tree with exit 2, saying to commit or pass --allow-dirty', async () => {
    const dir = await client();
    await writeFile(join(dir, 'new.ts'), "export const x = fetch('/records');\n");
    const before = await readFile(join(dir, FILE), 'utf8');
    const { code, stderr } = await codemod(dir);
    expect(code).toBe(2);
    expect(stderr).toMatch(/uncommitted changes/);
    expect(stderr).toMatch(/commit or stash them first, or pass --allow-dirty/);
    expect(await readFile(join(dir, FILE), 'utf8')).toBe(before);

    const allowed = await codemod(dir, '--allow-dirty');
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(await readFile(join(dir, 'new.ts'), 'utf8')).toBe("export const x = fetch('/categories');\n");
  });

  it('--json - writes the report to stdout and the summary to stderr; with --print, or with no file, exit 2', async () => {
    const dir = await client();
    const { code, stdout, stderr } = await codemod(dir, '--dry', '--json', '-');
    expect(code, stderr).toBe(0);
    const report = JSON.parse(stdout) as { summary: { changed: number }; edits: unknown[] };
    expect(report.summary.changed).toBe(1);
    expect(report.edits.length).toBeGreaterThanOrEqual(4);
    expect(stderr).toContain('1 changed, 0 unchanged, 0 failed');
    expect(git(dir, 'status', '--porcelain')).toBe(''); // `-` was no path to migrate, and no file was written

    const both = await codemod(dir, '--dry', '--json', '-', '--print');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--json - and --print both write to stdout');
    const none = await codemod(dir, '--dry', '--json');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--json needs a file name (or `--json=-` for stdout)');
  });

  it('--json FILE reports every edit with file, line, column and change id', async () => {
    const dir = await client();
    const out = join(await mkdtemp(join(tmpdir(), 'cli-codemod-report-')), 'report.json');
    dirs.push(join(out, '..'));
    const { code, stderr } = await codemod(dir, '--dry', '--json', out);
    expect(code, stderr).toBe(0);
    const report = JSON.parse(await readFile(out, 'utf8')) as {
      summary: { edits: number; changed: number };
      byChange: Record<string, number>;
      edits: { file: string; line: number; column: number; changeId: string }[];
    };
    expect(report.summary.changed).toBe(1);
    expect(report.edits.length).toBe(report.summary.edits);
    expect(report.edits.length).toBeGreaterThanOrEqual(4);
    for (const edit of report.edits) {
      expect(edit.file.endsWith(FILE), edit.file).toBe(true);
      expect(edit.line).toBeGreaterThan(0);
      expect(edit.column).toBeGreaterThan(0);
      expect(edit.changeId).toMatch(/^v[56]\./);
    }
    // `${BASE}/records` on line 9: the edit is located at the template literal's start
    const line9 = (await readFile(join(dir, FILE), 'utf8')).split('\n')[8]!;
    expect(report.edits).toContainEqual({
      file: expect.stringMatching(/records-service\.ts$/),
      line: 9,
      column: line9.indexOf('`${BASE}/records`') + 1,
      changeId: 'v5.endpoint.list-records-to-categories',
    });
    expect(Object.values(report.byChange).reduce((a, b) => a + b, 0)).toBe(report.edits.length);
  });

  it('the closing scan lists the old path it could not judge and counts the route record it judged; --json has both', async () => {
    const dir = await client({
      'routes.ts': "export const routes = [{ path: '/records', component: 'RecordList' }];\n",
      'visits.ts':
        "import { remember } from 'visit-log';\nexport const visited = () => remember('/records');\n",
    });
    const out = join(await mkdtemp(join(tmpdir(), 'cli-codemod-report-')), 'report.json');
    dirs.push(join(out, '..'));
    const { code, stderr } = await codemod(dir, '--dry', '--json', out);
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/old paths still present \(2\): 1 to look at, 1 judged\n/);
    expect(stderr).toMatch(
      /\n {4}\S*visits\.ts:2:40 {2}\/records {2}\(given to remember\(…\), not known as a request or a page\)\n/,
    );
    expect(stderr).not.toMatch(/routes\.ts:1/);
    expect(stderr).toContain(
      "judged the app's own or another service's, left as they are: 1 (route record 1)",
    );
    const report = JSON.parse(await readFile(out, 'utf8')) as {
      remaining: { file: string; line: number; left: string; why?: string }[];
    };
    expect(
      report.remaining.map(({ file, line, left, why }) => ({
        file: file.replace(/^.*\//, ''),
        line,
        left,
        why,
      })),
    ).toEqual([
      { file: 'routes.ts', line: 1, left: 'own', why: 'route record' },
      {
        file: 'visits.ts',
        line: 2,
        left: 'look',
        why: 'given to remember(…), not known as a request or a page',
      },
    ]);
  });

  it('a file that fails to parse: exit 1, reported, left exactly as it was; the others are rewritten', async () => {
    const broken = "export const x = fetch('/records'\nconst = ;\n";
    const dir = await client({ 'broken.ts': broken });
    const { code, stderr } = await codemod(dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(/failed \(left exactly as they were\):\n\s+.*broken\.ts: .*\(\d+:\d+\)/);
    expect(await readFile(join(dir, 'broken.ts'), 'utf8')).toBe(broken);
    expect(await readFile(join(dir, FILE), 'utf8')).toContain('fetch(`${BASE}/categories`');
    expect((await readdir(dir)).sort()).toEqual(['.git', 'broken.ts', FILE]);
  });

  it('--dry-run and -d -p are --dry --print', async () => {
    const dir = await client();
    const before = await readFile(join(dir, FILE), 'utf8');
    for (const flags of [
      ['--dry-run', '--print'],
      ['-d', '-p'],
    ]) {
      const { code, stdout, stderr } = await codemod(dir, ...flags);
      expect(code, stderr).toBe(0);
      expect(stdout, flags.join(' ')).toContain('+  const res = await fetch(`${BASE}/categories`');
      expect(stderr).toContain('dry run: nothing written');
    }
    expect(await readFile(join(dir, FILE), 'utf8')).toBe(before);
  });

  it('paths with no JS or TS files: ERR_CODEMOD_NO_FILES, exit 2, no --help hint', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-codemod-empty-'));
    dirs.push(dir);
    await writeFile(join(dir, 'notes.md'), 'fetch("/records")\n');
    const { code, stdout, stderr } = await codemod(dir, '--allow-dirty');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `compliance-migrate: no JavaScript, TypeScript, Vue, Svelte or Astro files under ${dir} (node_modules, build output and .gitignored files are skipped)\n`,
    );
  });

  it('TODOs left for a person: exit 0 and reported; --fail-on-todo makes them exit 1', async () => {
    const overlay = join(repoRoot, 'fixtures/maps/codemod-test.yaml');
    const dir = await client();
    const dry = await codemod(dir, '--dry', '--overlay', overlay);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toMatch(/[1-9]\d* file\(s\) left for manual work/);
    expect(dry.stderr).toContain('TODO(compliance-migrate) comments');
    const gate = await codemod(dir, '--dry', '--overlay', overlay, '--fail-on-todo');
    expect(gate.code).toBe(1);
    expect(gate.stderr).toContain('TODO(compliance-migrate) comments');
  });
});
