import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ApiIndex } from '../api/api-index.js';
import { generatorOf } from './generated-files.js';
import { remainingPattern } from './prefilter.js';

/**
 * Whether a generated client was generated from the new version's document already (the user regenerated it
 * before the run): it writes no old path of a renamed endpoint and at least one new path, whole and quoted
 * (`` `/categories` ``), that no endpoint had before. Its text then comes from the new document: nothing in it is
 * migrated, and no TODO is put in it.
 */
export function generatedAtTarget(text: string, index: ApiIndex): boolean {
  if (!generatorOf(text)) return false;
  const old = remainingPattern(index);
  if (!old) return false;
  old.lastIndex = 0;
  if (old.test(text)) return false;
  return newOnlyPaths(index).some((path) => quoted(path).test(text));
}

/**
 * Generated modules the run's files import (relative specifiers, through the generated modules' own re-exports)
 * that are not among the run's files and still write an old path: their operations, and the app code reading
 * their models through them, were not migrated. Paths of those files, for a note.
 */
export function unmigratedGeneratedImports(texts: ReadonlyMap<string, string>, index: ApiIndex): string[] {
  const old = remainingPattern(index);
  if (!old) return [];
  const seen = new Set<string>(texts.keys());
  const out: string[] = [];
  const onDisk = new Map<string, string | undefined>(); // a specifier's target, looked for on disk once per run
  let frontier = [...texts].flatMap(([file, text]) => importedFiles(file, text, seen, onDisk));
  for (let depth = 0; depth < 4 && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const file of frontier) {
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      if (!generatorOf(text)) continue;
      old.lastIndex = 0;
      if (old.test(text)) out.push(file);
      next.push(...importedFiles(file, text, seen, onDisk));
    }
    frontier = next;
  }
  return out.sort();
}

/** The note for a generated client the run did not reach. */
export function unmigratedGeneratedNote(file: string, to: number): string {
  return `${file} is generated and still calls old paths, but it is not among the paths given: neither it nor the code reading its models was migrated; run the codemod on a folder holding it too, or regenerate it from the v${to} API document first`;
}

/**
 * The note for a generated client that names the new version's paths only: regenerated from the new document, or
 * migrated by an earlier run (a rerun), which its text does not tell apart, so the note says both.
 */
export function atTargetNote(file: string, to: number): string {
  return `${file} is generated and names the v${to} API's paths already (regenerated from the v${to} API document, or migrated by an earlier run): left as it is; if it was regenerated before the code calling it was migrated, run the codemod with the old client checked out, then regenerate`;
}

/** New paths of renamed endpoints that are no old path's prefix (`/categories`, `/items/exporttoexcel`). */
function newOnlyPaths(index: ApiIndex): string[] {
  const from = new Set<string>();
  const to = new Set<string>();
  for (const change of index.changes) {
    if (change.kind !== 'endpoint.renamed') continue;
    from.add(change.from.path);
    to.add(change.to.path);
  }
  return [...to].filter((path) => ![...from].some((f) => f === path || f.startsWith(path + '/')));
}

function quoted(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[\`'"]${escaped}[\`'"?]`);
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '.mts', '.js', '.jsx', '.mjs'];

/**
 * The files a module's relative imports and re-exports name, where they exist; one resolving to a file already
 * `known` (the run's own, most of them) is not looked for on disk, and each other target is looked for once
 * (`onDisk`: many files importing one module outside the run cost one search).
 */
function importedFiles(
  file: string,
  text: string,
  known: ReadonlySet<string>,
  onDisk: Map<string, string | undefined>,
): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const target = resolve(dirname(file), m[1]!);
    if (onDisk.has(target)) {
      const cached = onDisk.get(target);
      if (cached) out.push(cached);
      continue;
    }
    const bare = target.replace(/\.(m?js|jsx)$/, '');
    const candidates = [
      ...EXTENSIONS.map((e) => bare + e),
      ...EXTENSIONS.slice(1).map((e) => join(target, 'index' + e)),
    ];
    if (candidates.some((c) => known.has(c))) continue;
    const found = candidates.find((c) => /\.[mc]?[jt]sx?$/.test(c) && existsSync(c));
    onDisk.set(target, found);
    if (found) out.push(found);
  }
  return out;
}
