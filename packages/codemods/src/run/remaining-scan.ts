import { diffLines } from 'diff';
import { TODO_TAG } from '../transform/transform.js';
import type { LeftSite } from '../transform/left-sites.js';

/** An old path still present after the run, and whether the run judged it or a person must look at it. */
export interface RemainingPath {
  file: string;
  line: number;
  column: number;
  text: string;
  /**
   * How the run left it: `own`, judged the app's own (a route record, a router link, a navigation call, …) or
   * another service's; `possible`, listed as possibly this API; `look`, not judged: a person must look at it.
   */
  left: 'own' | 'possible' | 'look';
  /** Why it was left (`route record`, `given to foo(…), not known as a request or a page`), when the run knows. */
  why?: string;
}

/** A line that imports or re-exports a module: its specifier (`'./records'`, `'@/api/types'`) is not a URL. */
const IMPORT_LINE = /^\s*(?:import\b|export\b.*\bfrom\s*['"]|.*\brequire\(\s*['"][^'"]*['"]\s*\))/;

interface Hit {
  offset: number;
  line: number;
  column: number;
  text: string;
  /** Right after a `#` (`'#/records'`, `/^#\/records$/`): a hash router's page, which a browser never sends. */
  fragment: boolean;
}

/** A URL fragment is never sent to a server: what follows `#` is the page's own. */
const FRAGMENT_WHY = 'hash route';

/**
 * The old paths in a file's text after the run (outside TODO comments and import lines), each matched with the
 * site the run left it at (`sites`, offsets in `before`), so that what it judged is told apart from what it did not.
 * The scan stays textual, so a path no pass saw (a comment, a string it never read) is still listed.
 */
export function scanRemaining(
  file: string,
  before: string,
  after: string,
  pattern: RegExp,
  sites: readonly LeftSite[],
): RemainingPath[] {
  const hits = findHits(after, pattern);
  if (hits.length === 0) return [];
  const toLook = (h: Hit): RemainingPath =>
    h.fragment
      ? { file, line: h.line, column: h.column, text: h.text, left: 'own', why: FRAGMENT_WHY }
      : { file, line: h.line, column: h.column, text: h.text, left: 'look' };
  if (sites.length === 0) return hits.map(toLook);
  const beforeHits = new Map<number, Hit[]>();
  for (const hit of findHits(before, pattern))
    beforeHits.set(hit.line, [...(beforeHits.get(hit.line) ?? []), hit]);
  const lines = lineMap(before, after);
  const afterHits = new Map<number, Hit[]>();
  for (const hit of hits) afterHits.set(hit.line, [...(afterHits.get(hit.line) ?? []), hit]);
  return hits.map((hit) => {
    const then = beforeHits.get(lines.get(hit.line) ?? -1) ?? [];
    const now = afterHits.get(hit.line) ?? [];
    // the same old paths on the line before and after the run: the k-th is the k-th (other edits may shift it)
    const was = then.length === now.length ? then[now.indexOf(hit)] : undefined;
    const site = was && !hit.fragment ? innermost(sites, was.offset) : undefined;
    if (!site) return toLook(hit);
    return { ...toLook(hit), left: site.kind === 'unknown' ? 'look' : site.kind, why: site.why };
  });
}

function findHits(text: string, pattern: RegExp): Hit[] {
  const out: Hit[] = [];
  let lineStart = 0;
  text.split('\n').forEach((line, i) => {
    if (!line.includes(TODO_TAG) && !IMPORT_LINE.test(line)) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(line); m; m = pattern.exec(line))
        out.push({
          offset: lineStart + m.index,
          line: i + 1,
          column: m.index + 1,
          text: m[0],
          fragment: /#\\?$/.test(line.slice(0, m.index)),
        });
    }
    lineStart += line.length + 1;
  });
  return out;
}

/** The smallest site holding `offset` (a template literal's hole may hold a URL of its own). */
function innermost(sites: readonly LeftSite[], offset: number): LeftSite | undefined {
  let best: LeftSite | undefined;
  for (const site of sites) {
    if (site.start > offset || offset >= site.end) continue;
    if (!best || site.end - site.start < best.end - best.start) best = site;
  }
  return best;
}

/**
 * Each line of `after` (1-based) to the line of `before` it came from: unchanged lines one to one, and a changed
 * run of lines paired in order with the lines it replaced, the TODO comment lines the run inserted left out.
 */
export function lineMap(before: string, after: string): Map<number, number> {
  const map = new Map<number, number>();
  let b = 1;
  let a = 1;
  let removed: number[] = [];
  for (const part of diffLines(before, after)) {
    const count = part.count ?? part.value.split('\n').length - 1;
    if (part.removed) {
      removed = Array.from({ length: count }, (_, i) => b + i);
      b += count;
      continue;
    }
    if (part.added) {
      const texts = part.value.split('\n');
      for (let i = 0; i < count; i++) {
        if (!texts[i]?.includes(TODO_TAG) && removed.length > 0) map.set(a + i, removed.shift()!);
      }
      a += count;
      removed = [];
      continue;
    }
    for (let i = 0; i < count; i++) map.set(a + i, b + i);
    a += count;
    b += count;
    removed = [];
  }
  return map;
}
