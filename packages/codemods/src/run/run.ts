import { readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { ChangeMap } from '@compliance-migrate/rename-map';
import { ApiIndex } from '../api/api-index.js';
import { CodemodError } from '../errors.js';
import { declarationPattern, renameDomainTypes, wordRenames } from '../symbols/rename-types.js';
import { TODO_TAG, transformSource, type EditRecord, type TodoRecord } from '../transform/transform.js';
import { collectFiles } from './files.js';
import { uncommittedChanges } from './git.js';
import { transformInWorkers, type Job, type JobOutcome } from './pool.js';
import { describeError } from './pool-protocol.js';
import { prefilter, remainingPattern } from './prefilter.js';
import { Progress } from './progress.js';
import { writeAtomic } from './write.js';

export interface CodemodOptions {
  /** Files and directories to rewrite. */
  paths: readonly string[];
  from: number;
  to: number;
  /** The change map (built-in plus overlays). */
  map: ChangeMap;
  /** Hosts whose absolute URLs are this API's; relative paths always count. */
  apiHosts?: readonly string[];
  /** Leading path segments before the map's paths (default `/api`). */
  basePaths?: readonly string[];
  /** Write nothing. */
  dry?: boolean;
  /** Write even when the paths have uncommitted changes in git. */
  allowDirty?: boolean;
  /** Working directory paths are relative to (default: process.cwd()). */
  cwd?: string;
  /** Receives a unified diff per changed file (`--print`). */
  onDiff?: (diff: string) => void;
  /** A terminal stream for the progress bar. */
  progress?: NodeJS.WritableStream;
  /**
   * Worker threads for the per-file pass (`--workers N`); 0 or unset runs in band, which measured faster on
   * 2 cores at every size tried (docs/codemods.md). Workers are used only above `workerThreshold` files to parse.
   */
  workers?: number;
  /** Files left after the text prefilter above which workers are used (default {@link WORKER_THRESHOLD}). */
  workerThreshold?: number;
  /**
   * Stops the run when aborted (Ctrl-C): checked before each file is read or transformed and before each write,
   * so every file is either untouched or fully written. The report then has `interrupted` set.
   */
  signal?: AbortSignal;
  /** @internal The worker's entry module (tests). */
  workerEntry?: URL;
}

/**
 * Files to parse (after the text prefilter) above which the per-file pass goes to worker threads. Starting a
 * worker costs about a second (tsx, the parsers, the map), so below this in band is faster; see
 * docs/codemods.md for the measurements behind it.
 */
export const WORKER_THRESHOLD = 200;

export interface FileOutcome {
  file: string;
  status: 'changed' | 'unchanged' | 'failed';
  error?: string;
  edits: EditRecord[];
  todos: TodoRecord[];
}

/** Everything a run did, as data (`--json`). */
export interface CodemodReport {
  from: number;
  to: number;
  dry: boolean;
  /** The run was stopped by `signal`: files after the last one in `written` were left untouched. */
  interrupted: boolean;
  /** Files written, in order (relative to cwd). */
  written: string[];
  summary: {
    files: number;
    /** Files the text prefilter ruled out without parsing. */
    skipped: number;
    changed: number;
    unchanged: number;
    failed: number;
    /** Files with at least one TODO for manual work. */
    manual: number;
    edits: number;
    todos: number;
    /** Worker threads that transformed files (0: in band). */
    workers: number;
  };
  /** Anything about how the run went that the user should know (e.g. workers that could not start). */
  notes: string[];
  /** Edits by change id. */
  byChange: Record<string, number>;
  edits: (EditRecord & { file: string })[];
  todos: (TodoRecord & { file: string })[];
  failures: { file: string; error: string }[];
  /** Old paths still present after the run (outside TODO comments). */
  remaining: { file: string; line: number; column: number; text: string }[];
}

/** Runs the codemod over files and directories; see docs/codemods.md. */
export async function runCodemod(options: CodemodOptions): Promise<CodemodReport> {
  const cwd = options.cwd ?? process.cwd();
  if (!(options.from < options.to)) {
    throw new CodemodError(
      'ERR_CODEMOD_VERSIONS',
      `--from ${options.from} --to ${options.to}: the codemod only moves code forward (to a later version)`,
    );
  }
  const dry = options.dry ?? false;
  if (!dry && !options.allowDirty) {
    const dirty = await uncommittedChanges(options.paths, cwd);
    if (dirty.length > 0) {
      throw new CodemodError(
        'ERR_CODEMOD_DIRTY_TREE',
        `refusing to rewrite files with uncommitted changes in git (${dirty.slice(0, 5).join(', ')}${dirty.length > 5 ? ', …' : ''}); commit or stash them first, or pass --allow-dirty`,
      );
    }
  }
  const index = new ApiIndex(options.map, options.from, options.to, {
    apiHosts: options.apiHosts ?? [],
    basePaths: options.basePaths ?? ['/api'],
  });
  const files = await collectFiles(options.paths, cwd);
  if (files.length === 0) {
    throw new CodemodError(
      'ERR_CODEMOD_NO_FILES',
      `no JavaScript or TypeScript files under ${options.paths.join(', ')} (node_modules, build output and .gitignored files are skipped)`,
    );
  }
  const stopped = (): boolean => options.signal?.aborted === true;
  const tokens = prefilter(index);
  const symbolRenames = wordRenames(index.changes);
  const declares = declarationPattern(symbolRenames);
  const progress = new Progress(options.progress, files.length);

  const outcomes = new Map<string, FileOutcome>();
  const originals = new Map<string, string>();
  const current = new Map<string, string>();
  let skipped = 0;
  let done = 0;
  const jobs: Job[] = [];
  for (const file of files) {
    if (stopped()) break;
    const source = await readFile(file, 'utf8');
    originals.set(file, source);
    current.set(file, source);
    if (tokens.some((t) => source.includes(t))) {
      jobs.push({ file, source });
    } else {
      skipped++;
      progress.tick(++done);
    }
  }
  const record = ({ file }: Job, outcome: JobOutcome): void => {
    if (outcome.ok) {
      current.set(file, outcome.result.output);
      outcomes.set(file, {
        file,
        status: 'unchanged',
        edits: outcome.result.edits,
        todos: outcome.result.todos,
      });
    } else {
      outcomes.set(file, { file, status: 'failed', error: outcome.error, edits: [], todos: [] });
    }
    progress.tick(++done);
  };
  const inBand = ({ file, source }: Job): JobOutcome => {
    try {
      return { ok: true, result: transformSource(source, file, index) };
    } catch (error) {
      return { ok: false, error: describeError(error) };
    }
  };
  const workers = workerCount(options, jobs.length);
  const notes: string[] = [];
  let workersUsed = 0;
  if (workers > 0) {
    const pool = await transformInWorkers(jobs, {
      workers,
      setup: { map: options.map, from: options.from, to: options.to, rules: index.rules },
      inBand,
      onDone: record,
      ...(options.workerEntry ? { entry: options.workerEntry } : {}),
    });
    workersUsed = pool.started;
    notes.push(...pool.notes);
  } else {
    for (const job of jobs) {
      if (options.signal) await nextTurn(); // lets a signal's handler run between files
      if (stopped()) break;
      record(job, inBand(job));
    }
  }
  progress.end();

  if (declares && [...current.values()].some((text) => declares.test(text))) {
    const parsed = new Map([...current].filter(([file]) => outcomes.get(file)?.status !== 'failed'));
    for (const [file, result] of renameDomainTypes(parsed, index.changes)) {
      current.set(file, result.text);
      const outcome = outcomes.get(file) ?? { file, status: 'unchanged' as const, edits: [], todos: [] };
      outcome.edits.push(...result.edits);
      outcome.todos.push(...result.todos);
      outcomes.set(file, outcome);
    }
  }

  const report: CodemodReport = {
    from: options.from,
    to: options.to,
    dry,
    interrupted: false,
    written: [],
    summary: {
      files: files.length,
      skipped,
      changed: 0,
      unchanged: 0,
      failed: 0,
      manual: 0,
      edits: 0,
      todos: 0,
      workers: workersUsed,
    },
    notes,
    byChange: {},
    edits: [],
    todos: [],
    failures: [],
    remaining: [],
  };
  const remaining = remainingPattern(index);
  for (const file of files) {
    if (stopped()) {
      report.interrupted = true;
      break;
    }
    const name = relative(cwd, file) || file;
    const outcome = outcomes.get(file) ?? { file, status: 'unchanged' as const, edits: [], todos: [] };
    const before = originals.get(file)!;
    const after = current.get(file)!;
    if (outcome.status === 'failed') {
      report.summary.failed++;
      report.failures.push({ file: name, error: outcome.error ?? 'failed' });
      continue;
    }
    if (after !== before) {
      report.summary.changed++;
      if (options.onDiff) options.onDiff(createTwoFilesPatch(name, name, before, after));
      if (!dry) {
        try {
          await writeAtomic(file, after);
          report.written.push(name);
        } catch (error) {
          report.summary.failed++;
          report.failures.push({ file: name, error: `cannot write: ${describeError(error)}` });
          continue;
        }
      }
    } else {
      report.summary.unchanged++;
    }
    if (outcome.todos.length > 0) report.summary.manual++;
    for (const edit of outcome.edits) {
      report.edits.push({ file: name, ...edit });
      report.byChange[edit.changeId] = (report.byChange[edit.changeId] ?? 0) + 1;
    }
    for (const todo of outcome.todos) report.todos.push({ file: name, ...todo });
    if (remaining) report.remaining.push(...findRemaining(name, after, remaining));
  }
  report.summary.edits = report.edits.length;
  report.summary.todos = report.todos.length;
  return report;
}

function findRemaining(file: string, text: string, pattern: RegExp): CodemodReport['remaining'] {
  const out: CodemodReport['remaining'] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.includes(TODO_TAG)) return;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
      out.push({ file, line: i + 1, column: m.index + 1, text: m[0] });
    }
  });
  return out;
}

/** How many worker threads this run uses for `jobs` files to parse: 0 means in band. */
function workerCount(options: CodemodOptions, jobs: number): number {
  if (jobs <= (options.workerThreshold ?? WORKER_THRESHOLD)) return 0;
  // one core: nothing to gain (an explicit threshold, as tests and the benchmark pass, skips this check)
  if (availableParallelism() < 2 && options.workerThreshold === undefined) return 0;
  return Math.max(0, Math.min(Math.floor(options.workers ?? 0), jobs, 64));
}
