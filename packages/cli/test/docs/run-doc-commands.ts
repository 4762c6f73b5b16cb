import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPECTED_EXIT, INDEPENDENT_BLOCKS, LONG_RUNNING, NOT_RUN } from './doc-commands.allowlist.js';
import { extractCommands, type DocCommand } from './extract-commands.js';

/** What became of one documented command. */
export interface CommandOutcome {
  file: string;
  line: number;
  key: string;
  /** Exit status; `undefined` when the page's shell never got past it (it hung or ended the shell). */
  exit: number | undefined;
  output: string;
  /** The output the docs show for it (console blocks). */
  shown: string[];
}

/** A long-running command: whether it said it listens, and whether Ctrl-C left no process of its group. */
export interface ServiceOutcome {
  key: string;
  listening: boolean;
  /** Command lines of its group's processes still running once it exited on SIGINT (killed then). */
  survivors: string[];
  exit: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  /** The output the docs show for it (console blocks). */
  shown: string[];
}

/** The whole run: every command found, what ran, and allowlist entries no page holds any more. */
export interface DocRun {
  commands: DocCommand[];
  outcomes: CommandOutcome[];
  services: ServiceOutcome[];
  staleAllowlist: string[];
  /** `git status --porcelain` lines of the workspace that the run added or changed (the linked copy writes through). */
  changedInWorkspace: string[];
}

// a guard against a command that hangs, not a speed test: a page takes ~40 s alone, over 2 minutes on a busy machine
const PAGE_TIMEOUT_MS = 300_000;
const MARKER = /\n::doc-command (\d+) (\d+)\n/g;

/** The shell commands of README.md and docs/*.md under `root`, in page order. */
export async function docCommands(root: string): Promise<DocCommand[]> {
  const pages = [
    'README.md',
    ...(await readdir(join(root, 'docs')))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `docs/${f}`),
  ];
  const commands: DocCommand[] = [];
  for (const page of pages) commands.push(...extractCommands(page, await readFile(join(root, page), 'utf8')));
  return commands;
}

/**
 * Runs the docs' commands as written from a copy of `root` (its entries linked into a temporary folder, so files
 * the commands write land there): the long-running ones first, then each page's other commands in order in one
 * shell (variables carry from one command to the next; blocks of INDEPENDENT_BLOCKS pages in shells of their own),
 * concurrently except the shells that set sandbox faults, which run alone afterwards.
 */
export async function runDocCommands(root: string): Promise<DocRun> {
  const commands = await docCommands(root);
  const keys = new Set(commands.map((c) => c.key));
  const listed = [...Object.keys(NOT_RUN), ...Object.keys(LONG_RUNNING), ...Object.keys(EXPECTED_EXIT)];
  const staleAllowlist = listed.filter((k) => !keys.has(k));
  const status = (): string[] =>
    execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  const before = new Set(status());
  const work = await mkdtemp(join(tmpdir(), 'doc-commands-'));
  const services: { key: string; child: ChildProcess; outcome: ServiceOutcome }[] = [];
  try {
    const cwd = join(work, 'repo');
    await mkdir(cwd);
    for (const entry of await readdir(root))
      if (entry !== '.git') await symlink(join(root, entry), join(cwd, entry));
    const env = cleanEnv(join(work, 'home'));
    await mkdir(env.HOME!);
    for (const [key, ready] of Object.entries(LONG_RUNNING)) {
      const shown = commands.find((c) => c.key === key && c.shown.length > 0)?.shown ?? [];
      const started = startService(key, ready, cwd, env, shown);
      services.push(started);
      await started.ready;
    }
    const runnable = commands.filter((c) => !(c.key in NOT_RUN) && !(c.key in LONG_RUNNING));
    const byPage = new Map<string, DocCommand[]>();
    for (const c of runnable) {
      const session = INDEPENDENT_BLOCKS.has(c.file) ? `${c.file}#${c.block}` : c.file;
      byPage.set(session, [...(byPage.get(session) ?? []), c]);
    }
    const alone = [...byPage.values()].filter((cs) => cs.some((c) => c.text.includes('__sandbox/faults')));
    const together = [...byPage.values()].filter((cs) => !alone.includes(cs));
    const outcomes = (await Promise.all(together.map((cs) => runPage(cs, cwd, env)))).flat();
    for (const cs of alone) outcomes.push(...(await runPage(cs, cwd, env)));
    for (const service of services.reverse()) await stopService(service);
    const changedInWorkspace = status().filter((line) => !before.has(line));
    return {
      commands,
      outcomes,
      services: services.reverse().map((s) => s.outcome),
      staleAllowlist,
      changedInWorkspace,
    };
  } finally {
    for (const { child } of services)
      if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGKILL');
    await rm(work, { recursive: true, force: true });
  }
}

/** The environment of a fresh shell: this one's, without the test run's and the sandbox's variables, HOME apart. */
function cleanEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home };
  for (const name of Object.keys(env)) {
    if (/^(VITEST|SANDBOX_URL|DEBUG|XDG_|COMPLIANCE_|NODE_OPTIONS|TSX_)/.test(name)) delete env[name];
  }
  return env;
}

function startService(
  key: string,
  ready: RegExp,
  cwd: string,
  env: NodeJS.ProcessEnv,
  shown: string[],
): { key: string; child: ChildProcess; outcome: ServiceOutcome; ready: Promise<void> } {
  const child = spawn('bash', ['-c', key], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const outcome: ServiceOutcome = {
    key,
    listening: false,
    survivors: [],
    exit: null,
    signal: null,
    output: '',
    shown,
  };
  const readyPromise = new Promise<void>((resolve) => {
    const read = (chunk: Buffer): void => {
      outcome.output += chunk.toString();
      if (!outcome.listening && ready.test(outcome.output)) {
        outcome.listening = true;
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      outcome.exit = code;
      outcome.signal = signal;
      resolve();
    });
  });
  return { key, child, outcome, ready: readyPromise };
}

/**
 * Ctrl-C as a terminal sends it: SIGINT to the whole process group. Waits until every process holding its output
 * has closed it, then lists the group's processes still running (zombies, already exited, aside).
 */
async function stopService(service: { child: ChildProcess; outcome: ServiceOutcome }): Promise<void> {
  const { child, outcome } = service;
  const closed = new Promise((resolve) => child.once('close', resolve));
  if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGINT');
  await closed;
  outcome.survivors = await runningInGroup(child.pid!);
  if (outcome.survivors.length > 0) killGroup(child, 'SIGKILL');
}

/** The command lines of the processes of group `pgid` that are not zombies (Linux `/proc`). */
async function runningInGroup(pgid: number): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid pgrp …: comm may hold spaces, so read after its closing parenthesis.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) !== pgid || state === 'Z') continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    // an empty command line: the process has already released its memory on its way out (seen once in CI as
    // `12276 `, a moment before it became a zombie), not one that outlived the signal
    if (cmdline === '') continue;
    found.push(`${pid} ${cmdline.replaceAll('\0', ' ').trim()}`);
  }
  return found;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

/** Runs one page's commands in order in one bash, each followed by a marker with its exit status. */
async function runPage(
  commands: DocCommand[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<CommandOutcome[]> {
  // curl fails on an HTTP error status here, so a refused request fails the test instead of printing an error body.
  const script = [
    'exec 2>&1',
    'curl() { command curl --fail-with-body --show-error "$@"; }',
    ...commands.map((c, i) => `{ ${c.text}\n}; printf '\\n::doc-command %d %d\\n' ${i} "$?"`),
  ].join('\n');
  const child = spawn('bash', ['-c', script], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const guard = setTimeout(() => killGroup(child, 'SIGKILL'), PAGE_TIMEOUT_MS);
  await new Promise((resolve) => child.once('close', resolve));
  clearTimeout(guard);
  const outcomes: CommandOutcome[] = commands.map((c) => ({
    file: c.file,
    line: c.line,
    key: c.key,
    exit: undefined,
    output: '',
    shown: c.shown,
  }));
  let from = 0;
  for (const match of output.matchAll(MARKER)) {
    const outcome = outcomes[Number(match[1])]!;
    outcome.exit = Number(match[2]);
    outcome.output = output.slice(from, match.index);
    from = match.index + match[0].length;
  }
  const pending = outcomes.find((o) => o.exit === undefined);
  if (pending) pending.output = output.slice(from);
  return outcomes;
}
