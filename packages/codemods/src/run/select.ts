import { basename, dirname } from 'node:path';
import type { ModuleResolver } from '../project/module-resolver.js';
import { scriptNeighbours } from '../project/script-scope.js';
import { configDefaultsFiles } from '../project/node-config.js';

const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;

/**
 * The text prefilter as one pattern: a file is worth parsing when it holds the start of an old path, with its
 * leading slash (`/records`) or quoted without it (`'records'`, for clients with a base URL).
 */
export function prefilterPattern(tokens: readonly string[]): RegExp | undefined {
  if (tokens.length === 0) return undefined;
  const escaped = [...new Set(tokens.map((t) => t.replace(/^\//, '')))]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[/'"\`](?:${escaped.join('|')})(?![\\w-])`);
}

/**
 * The files to parse: those the prefilter keeps, and their neighbours through imports, which may hold the client,
 * base URL or constants a kept file uses, or use the constants it exports. A project in which no file is kept
 * reads no imports at all.
 */
export function selectFiles(
  sources: ReadonlyMap<string, string>,
  pattern: RegExp | undefined,
  resolver: ModuleResolver,
): Set<string> {
  const kept = new Set<string>();
  if (!pattern) return kept;
  for (const [file, source] of sources) if (pattern.test(source)) kept.add(file);
  if (kept.size === 0) return kept;
  const imports = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let targets = imports.get(file);
    if (!targets) {
      targets = [];
      for (const m of sources.get(file)!.matchAll(SPECIFIERS)) {
        // node-config's `require('config')` reads the project's config/default.js (a base URL may be there)
        if (m[1] === 'config') targets.push(...configDefaultsFiles(sources.keys()));
        const target = resolver.resolve(m[1]!, file);
        if (target) targets.push(target);
      }
      imports.set(file, targets);
    }
    return targets;
  };
  const selected = new Set([...kept, ...scriptNeighbours(sources, kept)]);
  // what kept files import (clients, bases; two hops for an index that re-exports), and who imports them
  let frontier = [...kept];
  for (let hop = 0; hop < 2; hop++) {
    const next: string[] = [];
    for (const file of frontier) {
      for (const target of importsOf(file)) {
        if (!selected.has(target)) {
          selected.add(target);
          next.push(target);
        }
      }
    }
    frontier = next;
  }
  // a file can import a kept one only if its text names it (`./endpoints`, or `@/api` for an index)
  const names = [...kept].map((f) => {
    const base = basename(f).replace(/\.[^.]+$/, '');
    return base === 'index' ? basename(dirname(f)) : base;
  });
  for (const [file, source] of sources) {
    if (selected.has(file) || !names.some((n) => source.includes(n))) continue;
    if (importsOf(file).some((t) => kept.has(t))) selected.add(file);
  }
  return selected;
}
