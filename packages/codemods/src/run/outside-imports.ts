import { readFileSync, statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { ModuleResolver } from '../project/module-resolver.js';
import { scanRemaining, type RemainingPath } from './remaining-scan.js';

/** Any file on disk outside node_modules: what a module of the run may import from outside the given paths. */
const onDisk = {
  has(file: string): boolean {
    if (/[\\/]node_modules[\\/]/.test(file)) return false;
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  },
};

/** Specifiers of static imports, re-exports, `require` and `import()` calls written with a string. */
const SPECIFIER = /\b(?:from\s*|import\s*\(\s*|require\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;

/**
 * The old paths in files outside the run that the run's files import (relative or tsconfig-alias specifiers): a
 * run on part of a project neither reads nor changes them, so requests built from their constants keep their old
 * paths. Each is listed as a path to look at, naming the file of the run that imports it.
 */
export function outsideImportPaths(
  sources: ReadonlyMap<string, string>,
  pattern: RegExp,
  cwd: string,
): RemainingPath[] {
  const inRun = new ModuleResolver(new Set(sources.keys()));
  const resolver = new ModuleResolver(onDisk);
  const importedBy = new Map<string, string>();
  const tried = new Set<string>(); // a specifier from a folder, looked up on disk once
  for (const [file, text] of sources) {
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[2]!;
      if (inRun.resolve(specifier, file) !== undefined) continue;
      const key = `${dirname(file)}\0${specifier}`;
      if (tried.has(key)) continue;
      tried.add(key);
      const target = resolver.resolve(specifier, file);
      if (target === undefined || sources.has(target) || importedBy.has(target)) continue;
      importedBy.set(target, file);
    }
  }
  const found: RemainingPath[] = [];
  for (const [target, by] of importedBy) {
    let text: string;
    try {
      text = readFileSync(target, 'utf8');
    } catch {
      continue;
    }
    const name = relative(cwd, target) || target;
    const why = `outside the given paths, imported by ${relative(cwd, by) || by}: not read or changed; run on a folder holding both`;
    for (const hit of scanRemaining(name, text, text, pattern, []))
      if (hit.left === 'look') found.push({ ...hit, why });
  }
  return found;
}
