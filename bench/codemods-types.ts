/**
 * The type-aware pass: a fresh `compliance-migrate codemod --dry` process (syntax pass, type-aware renames through
 * the language service, type-check of the result) over a generated 2,000-file TypeScript project with a tsconfig,
 * against a fresh `tsc --noEmit` of the same project in the same run. The goal applies to the type-aware pass (the
 * run's own timing of that phase); the whole process, start-up and final type-check included, is shown beside it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BenchSection } from './section.js';
import { table } from './timing.js';

const FILES = 2000;
const GOAL = 1.5;
const exec = promisify(execFile);
const CLI = fileURLToPath(new URL('../packages/cli/bin/compliance-migrate.js', import.meta.url));
const OVERLAY = fileURLToPath(new URL('../fixtures/maps/sandbox.yaml', import.meta.url));
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const MODELS = `export type RecordId = number;
export interface Record {
  recordId: RecordId;
  recordName: string;
  recordCode: string;
}
export interface RecordListResponse {
  data: Record[];
  page: number;
}
`;

const CLIENT = `export const api = {
  async get<T>(url: string): Promise<{ data: T }> {
    const res = await fetch(url);
    return { data: (await res.json()) as T };
  },
};
`;

/** A service calling the API with typed responses, and a component-like helper reading them elsewhere. */
function apiFile(i: number): string {
  return `import { api } from '@/client';
import type { Record, RecordId, RecordListResponse } from '@/models';

export async function list${i}(): Promise<Record[]> {
  const res = await api.get<RecordListResponse>('/records');
  return res.data.data;
}

export function label${i}(row: Record): string {
  return row.recordCode + ' ' + row.recordName.trim() + ' #' + row.recordId;
}

export function byId${i}(rows: Record[], id: RecordId): Record | undefined {
  return rows.find((r) => r.recordId === id);
}
`;
}

function plainFile(i: number): string {
  return `export interface Row${i} {
  id: number;
  name: string;
}

export function total${i}(rows: Row${i}[]): number {
  return rows.reduce((sum, row) => sum + row.id, 0);
}

export function label${i}(row: Row${i}): string {
  return row.name.trim().toLowerCase() + ' #' + row.id;
}
`;
}

/** Writes the project: every `every`-th file calls the API (0: none does). */
export async function typedProject(root: string, every: number): Promise<string> {
  const dir = join(root, `types-every-${every}`);
  await mkdir(join(dir, 'src'), { recursive: true });
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        baseUrl: '.',
        paths: { '@/*': ['src/*'] },
        types: [],
      },
      include: ['src'],
    }),
  );
  await writeFile(join(dir, 'src/models.ts'), MODELS);
  await writeFile(join(dir, 'src/client.ts'), CLIENT);
  for (let i = 0; i < FILES; i++) {
    const sub = join(dir, 'src', `m${i % 40}`);
    if (i < 40) await mkdir(sub, { recursive: true });
    await writeFile(join(sub, `f${i}.ts`), every > 0 && i % every === 0 ? apiFile(i) : plainFile(i));
  }
  return dir;
}

interface Timed {
  ms: number;
  stderr: string;
  /** The codemod's own phase timings (its `--json` report), in ms. */
  phases?: Record<string, number>;
}

async function timed(file: string, args: string[], cwd: string, report?: string): Promise<Timed> {
  const t0 = performance.now();
  const { stderr } = await exec(process.execPath, [file, ...args], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; stdout?: string }) => ({
    stderr: `${error.stderr ?? ''}${error.stdout ?? ''}`,
  }));
  const ms = performance.now() - t0;
  if (!report) return { ms, stderr };
  const { timings } = JSON.parse(await readFile(report, 'utf8')) as { timings: Record<string, number> };
  return { ms, stderr, phases: timings };
}

async function best(n: number, fn: () => Promise<Timed>): Promise<Timed> {
  let top: Timed | undefined;
  for (let i = 0; i < n; i++) {
    const r = await fn();
    if (!top || r.ms < top.ms) top = r;
  }
  return top!;
}

export default async function bench(): Promise<BenchSection> {
  const root = await mkdtemp(join(tmpdir(), 'bench-codemod-types-'));
  try {
    const rows: (string | number)[][] = [];
    const verdicts: boolean[] = [];
    for (const [every, what] of [
      [1, 'every file calls the API'],
      [20, 'one file in twenty does'],
      [0, 'no file does'],
    ] as const) {
      const dir = await typedProject(root, every);
      const tsc = await best(2, () => timed(TSC, ['--noEmit', '-p', dir], dir));
      const report = join(root, 'report.json');
      const args = [
        'codemod',
        'src',
        '--from',
        '4',
        '--to',
        '6',
        '--dry',
        '--overlay',
        OVERLAY,
        '--json',
        report,
      ];
      const run = await best(2, () => timed(CLI, args, dir, report));
      const edits = /edits: (\d+), by change/.exec(run.stderr)?.[1] ?? '0';
      const pass = run.phases?.['type-aware pass'] ?? 0;
      const check = run.phases?.['type-check'] ?? 0;
      const ratio = pass / tsc.ms;
      const goal = every === 0 ? '—' : `≤ ${GOAL}× ${ratio <= GOAL ? '✓' : '✗'}`;
      if (every !== 0) verdicts.push(ratio <= GOAL);
      rows.push([
        what,
        `${tsc.ms.toFixed(0)} ms`,
        `${pass} ms`,
        `${ratio.toFixed(2)}×`,
        goal,
        `${check} ms`,
        `${run.ms.toFixed(0)} ms (${(run.ms / tsc.ms).toFixed(2)}×)`,
        edits,
      ]);
    }
    return {
      title: 'Codemods: the type-aware pass, 2,000 files with a tsconfig',
      markdown: [
        `A generated TypeScript project of ${FILES} files with a tsconfig (\`@/\` path aliases, strict): typed calls of`,
        'the API (`api.get<RecordListResponse>(…)`) and the code reading their rows in other functions. A fresh',
        '`compliance-migrate codemod --dry` process (syntax pass, renames as the language service would make them, type-check',
        'of the result) against a fresh `tsc --noEmit` of the same project; best of two each. The goal is for the',
        "type-aware pass (the run's own timing of it: loading the project, reading the calls' types, the renames);",
        'the final type-check and the whole process (start-up, reading and parsing, the syntax pass) are shown beside',
        'it. Without a file that calls the API, no program is built at all.',
        '',
        table(
          [
            'project',
            'floor (tsc --noEmit)',
            'type-aware pass',
            'ratio',
            'goal',
            'type-check',
            'whole run',
            'edits',
          ],
          rows,
        ),
      ].join('\n'),
      goalsMet: verdicts.every(Boolean),
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
