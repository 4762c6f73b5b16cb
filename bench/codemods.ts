/**
 * The codemod (4 → 6, dry run: read, prefilter, parse, rewrite) over a generated corpus of 2,000 TypeScript
 * files, against the floor of a jscodeshift no-op transform (read, parse, print) of the same files, in
 * the same process. Two corpora: every file calls the API, and one file in twenty does. (A worker-thread pool was
 * measured against in band here and removed: it lost on every corpus; docs/benchmarks.md has the figures.)
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createChangeMap } from '@compliance-migrate/rename-map';
import { collectFiles, runCodemod } from '@compliance-migrate/codemods';
import type { BenchSection } from './section.js';
import { table } from './timing.js';

const FILES = 2000;

/** The part of jscodeshift's API the floor uses (the bench package has no @types/jscodeshift). */
interface JSCodeshift {
  withParser(parser: string): (source: string) => { toSource(): string };
}
const jscodeshift = createRequire(import.meta.url)('jscodeshift') as JSCodeshift;

function apiFile(i: number): string {
  return `import { api } from '../client';

export interface Row${i} {
  id: number;
  name: string;
}

/** Service ${i}. */
export async function list${i}(): Promise<Row${i}[]> {
  const res = await api.get('/records');
  return res.data;
}

export async function archive${i}(id: number): Promise<void> {
  await api.put(\`/records/\${id}/archive\`);
}

export async function rename${i}(id: number, name: string): Promise<void> {
  await fetch('/types/' + id, { method: 'PUT', body: JSON.stringify({ name }) });
}

export function label${i}(row: Row${i}): string {
  return row.name.trim().toLowerCase() + ' #' + row.id;
}
`;
}

function plainFile(i: number): string {
  return `import { format } from '../format';

export interface Row${i} {
  id: number;
  name: string;
}

/** Helper ${i}. */
export function total${i}(rows: Row${i}[]): number {
  return rows.reduce((sum, row) => sum + row.id, 0);
}

export function names${i}(rows: Row${i}[]): string[] {
  return rows.map((row) => format(row.name)).filter((name) => name.length > 0);
}

export function label${i}(row: Row${i}): string {
  return row.name.trim().toLowerCase() + ' #' + row.id;
}

export const options${i} = { retries: 3, timeoutMs: 1000, path: 'local/cache' };
`;
}

async function corpus(root: string, every: number, files = FILES): Promise<string> {
  const dir = join(root, `every-${every}-${files}`);
  for (let i = 0; i < files; i++) {
    const sub = join(dir, `m${i % 40}`);
    if (i % 40 === i) await mkdir(sub, { recursive: true });
    await writeFile(join(sub, `f${i}.ts`), i % every === 0 ? apiFile(i) : plainFile(i));
  }
  return dir;
}

async function floor(dir: string): Promise<number> {
  const files = await collectFiles([dir], dir);
  const j = jscodeshift.withParser('ts');
  const t0 = performance.now();
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    j(source).toSource();
  }
  return performance.now() - t0;
}

async function codemod(dir: string): Promise<{ ms: number; changed: number; edits: number }> {
  const map = createChangeMap();
  const t0 = performance.now();
  const report = await runCodemod({
    paths: [dir],
    from: 4,
    to: 6,
    map,
    dry: true,
    cwd: dir,
    // the syntax pass against its floor; the type-aware pass has a section of its own, against tsc
    types: false,
  });
  return { ms: performance.now() - t0, changed: report.summary.changed, edits: report.summary.edits };
}

export default async function bench(): Promise<BenchSection> {
  const root = await mkdtemp(join(tmpdir(), 'bench-codemods-'));
  try {
    const rows: (string | number)[][] = [];
    const verdicts: boolean[] = [];
    for (const [every, goal] of [
      [1, 2],
      [20, 0.3],
    ] as const) {
      const dir = await corpus(root, every);
      await floor(dir); // warm-up: file cache, parser JIT
      const floorMs = await floor(dir);
      const run = await codemod(dir);
      const ratio = run.ms / floorMs;
      verdicts.push(ratio <= goal);
      rows.push([
        every === 1 ? 'every file calls the API' : 'one file in twenty does',
        `${floorMs.toFixed(0)} ms`,
        `${run.ms.toFixed(0)} ms`,
        `${((FILES / run.ms) * 1000).toFixed(0)}`,
        `${run.changed} / ${run.edits}`,
        `${ratio.toFixed(2)}×`,
        `≤ ${goal}× ${ratio <= goal ? '✓' : '✗'}`,
      ]);
    }
    return {
      title: 'Codemods: 2,000 files, 4 → 6',
      markdown: [
        `A generated corpus of ${FILES} TypeScript files (about 25 lines each), run in band with \`--dry\`. The floor is a`,
        'jscodeshift no-op transform (read, parse with the `ts` parser, print) of the same files in the same process.',
        'The codemod reads every file, parses only those its text prefilter keeps, and splices its edits into the',
        'original text (no reprinting).',
        '',
        table(
          ['corpus', 'floor (jscodeshift no-op)', 'codemod', 'files/s', 'changed / edits', 'ratio', 'goal'],
          rows,
        ),
        '',
        'The worker-thread pool (`--workers`) that used to be measured here lost to in band on every corpus measured',
        '(2,000 and 8,000 files of 25 lines, 300 of 500 lines; medians of interleaved runs) and was removed; the figures are',
        'in [docs/codemods.md](codemods.md#worker-threads-measured-and-removed).',
      ].join('\n'),
      goalsMet: verdicts.every(Boolean),
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
