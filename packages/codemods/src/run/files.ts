import { realpathSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { parserFor } from '../transform/parser.js';
import { isComponentFile } from '../sfc/component-files.js';

/** Directories never read: dependencies, build output and VCS data. */
export const SKIPPED_DIRECTORIES: readonly string[] = [
  'node_modules',
  'dist',
  'build',
  'coverage',
  '.git',
  '.next',
  'out',
];

interface Rules {
  base: string;
  ig: Ignore;
}

/**
 * The JS/TS files (and Vue and Svelte components) under the given paths, sorted: files named explicitly are always read; inside directories,
 * node_modules, build output and files the .gitignore files (of the directory, its subdirectories and its
 * ancestors up to the git root) ignore are skipped.
 */
export async function collectFiles(
  paths: readonly string[],
  cwd: string,
  /** Which files are taken (default: those the codemod reads); `unread-templates.ts` asks for its own. */
  accept: (path: string) => boolean = readable,
  /** Filled with the symbolic links a walk passed over (to folders, or to files it would take): not followed. */
  links?: string[],
): Promise<string[]> {
  const out = new Set<string>();
  for (const given of paths) {
    const absolute = resolve(cwd, given);
    const info = await stat(absolute);
    if (info.isFile()) {
      if (accept(absolute)) out.add(absolute);
      continue;
    }
    const ancestors = await ancestorRules(absolute);
    const applicable = ancestors.filter((r) => !ignored(r, absolute, true));
    await walk(absolute, applicable.length === ancestors.length ? ancestors : [], out, accept, links);
  }
  return oncePerFile([...out].sort());
}

/** The files without a second name of one already listed (a link given beside its target): each is read once. */
function oncePerFile(files: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const file of files) {
    const real = realpathOr(file);
    if (seen.has(real)) continue;
    seen.add(real);
    out.push(file);
  }
  return out;
}

async function walk(
  dir: string,
  rules: Rules[],
  out: Set<string>,
  accept: (path: string) => boolean,
  links: string[] | undefined,
): Promise<void> {
  const own = await rulesOf(dir);
  const active = own ? [...rules, own] : rules;
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_DIRECTORIES.includes(entry.name)) continue;
      if (active.some((r) => ignored(r, path, true))) continue;
      await walk(path, active, out, accept, links);
    } else if (entry.isFile() && accept(path) && !active.some((r) => ignored(r, path, false))) {
      out.add(path);
    } else if (links && entry.isSymbolicLink() && !SKIPPED_DIRECTORIES.includes(entry.name)) {
      const target = await stat(path).catch(() => undefined);
      const folder = target?.isDirectory() ?? false;
      const taken = folder || (target?.isFile() === true && accept(path));
      if (taken && !active.some((r) => ignored(r, path, folder))) links.push(path);
    }
  }
}

/** The file's real path (synchronous: one per file, microseconds each, where awaiting libuv's pool costs more), or the file. */
function realpathOr(file: string): string {
  try {
    return realpathSync.native(file);
  } catch {
    return file;
  }
}

/** A file the codemod reads: JS/TS by its parser, and Vue and Svelte components. */
function readable(path: string): boolean {
  return parserFor(path) !== undefined || isComponentFile(path);
}

function ignored(rules: Rules, path: string, directory: boolean): boolean {
  const rel = relative(rules.base, path).split(sep).join('/');
  if (rel === '' || rel.startsWith('..')) return false;
  return rules.ig.ignores(directory ? rel + '/' : rel);
}

async function rulesOf(dir: string): Promise<Rules | undefined> {
  const text = await readFile(join(dir, '.gitignore'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : { base: dir, ig: ignore().add(text) };
}

/** .gitignore rules of the directories above `dir`, up to the git root (the first with a .git entry). */
async function ancestorRules(dir: string): Promise<Rules[]> {
  const rules: Rules[] = [];
  let current = dirname(dir);
  let previous = dir;
  while (current !== previous) {
    const own = await rulesOf(current);
    if (own) rules.unshift(own);
    const git = await stat(join(current, '.git')).catch(() => undefined);
    if (git) break;
    previous = current;
    current = dirname(current);
  }
  return rules;
}
