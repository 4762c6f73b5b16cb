import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commands } from '../src/commands/index.js';
import { documentedCodes, workspaceProgram } from './docs/error-codes.js';
import { findErrorRoots, findRaiseSites, findUntypedCodes } from './docs/raise-sites.js';
import { runCli } from './run-cli.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => join(e.parentPath, e.name));
}

/** Every TypeScript source of every package (tests and scripts aside). */
async function allSources(): Promise<string[]> {
  const files: string[] = [];
  for (const pkg of await readdir(join(root, 'packages'))) {
    files.push(...(await sourceFiles(join(root, 'packages', pkg, 'src')).catch(() => [])));
  }
  return files;
}

describe('documentation', () => {
  it('documents in docs/troubleshooting.md exactly the error codes the sources raise', async () => {
    const page = await readFile(join(root, 'docs/troubleshooting.md'), 'utf8');
    const documented = documentedCodes(page);
    const files = await allSources();
    const program = workspaceProgram(files);
    const raised = new Set(findRaiseSites(program, files).map((site) => site.code));
    expect(
      [...documented].filter((code) => !raised.has(code)),
      'documented, never raised',
    ).toEqual([]);
    expect(
      [...raised].filter((code) => !documented.has(code)),
      'raised, not documented',
    ).toEqual([]);
    // Every error class types its code as a union of literal codes, never a plain string.
    expect(findUntypedCodes(program, files)).toEqual([]);
    // One hierarchy per package: a single base class extends Error with a code, every other coded error extends it.
    const roots = new Map<string, string[]>();
    for (const found of findErrorRoots(program, files)) {
      const pkg = found.file.slice(join(root, 'packages').length + 1).split('/')[0]!;
      roots.set(pkg, [...(roots.get(pkg) ?? []), found.className]);
    }
    expect([...roots].filter(([, classes]) => classes.length > 1)).toEqual([]);
    expect([...roots.keys()].sort()).toEqual(
      ['auth', 'checker', 'cli', 'codemods', 'proxy', 'rename-map', 'sandbox'].sort(),
    );
  }, 300_000); // type-checks the whole workspace as one program: ~15 s alone, ten times that on a busy machine

  it('gives every command and sub-command examples and its exit codes in its --help', async () => {
    const names = commands.flatMap((c) => {
      const name = c.command.split(' ')[0]!;
      return [[name], ...(c.subcommands ?? []).map((s) => [name, s.command.split(' ')[0]!])];
    });
    expect(names.length).toBeGreaterThan(8);
    for (const argv of names) {
      const { code, stdout } = await runCli([...argv, '--help']);
      expect(code, argv.join(' ')).toBe(0);
      expect(stdout, argv.join(' ')).toContain('Examples:');
      expect(stdout, argv.join(' ')).toMatch(/^Exit codes: /m);
    }
  });

  it('links only to docs that exist', async () => {
    for (const file of ['README.md', ...(await readdir(join(root, 'docs'))).map((f) => `docs/${f}`)]) {
      if (!file.endsWith('.md')) continue;
      const text = await readFile(join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(((?:docs\/)?[\w-]+\.(?:md|yml))(?:#[\w-]+)?\)/g)) {
        const base = file.startsWith('docs/') && !target!.startsWith('docs/') ? 'docs' : '';
        await expect(readFile(join(root, base, target!)), `${file} → ${target}`).resolves.toBeDefined();
      }
    }
  });
});
