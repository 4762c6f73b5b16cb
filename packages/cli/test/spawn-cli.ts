import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const repoRoot = new URL('../../../', import.meta.url).pathname;

/**
 * `pnpm exec compliance-migrate …` (or `node bin/compliance-migrate.js …`, to read the CLI's own exit code)
 * started as a user's shell would: in a process group of its own.
 */
export interface SpawnedCli {
  /** The group's id (pnpm's pid): signals sent to it reach pnpm and the node process, as Ctrl-C does. */
  group: number;
  stdout(): string;
  stderr(): string;
  /** Resolves when the output so far matches `pattern` (waits on output, not on time). */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp): Promise<void>;
  /** Resolves once every process holding the output pipes has exited, with the started process's exit. */
  closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Pids of the group's processes still running (zombies waiting for a reaper do not count). */
  runningInGroup(): number[];
}

export function spawnCli(argv: string[], via: 'pnpm' | 'node'): SpawnedCli {
  const [command, ...prefix] =
    via === 'pnpm'
      ? ['pnpm', 'exec', 'compliance-migrate']
      : [process.execPath, 'packages/cli/bin/compliance-migrate.js'];
  const child = spawn(command!, [...prefix, ...argv], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const text = { stdout: '', stderr: '' };
  const waiters: { stream: 'stdout' | 'stderr'; pattern: RegExp; resolve: () => void }[] = [];
  const check = (): void => {
    for (const w of [...waiters]) {
      if (w.pattern.test(text[w.stream])) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream].setEncoding('utf8').on('data', (chunk: string) => {
      text[stream] += chunk;
      check();
    });
  }
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close' comes after the stdio pipes closed: after every process that inherited them (node under pnpm).
    child.on('close', (code, signal) => {
      for (const w of waiters.splice(0)) w.resolve();
      resolve({ code, signal });
    }),
  );
  return {
    group: child.pid!,
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    waitFor: (stream, pattern) =>
      new Promise<void>((resolve) => {
        waiters.push({ stream, pattern, resolve });
        check();
      }),
    closed,
    runningInGroup: () => runningInGroup(child.pid!),
  };
}

/**
 * Linux: the processes of a group that have not exited, from /proc (field 3 is the state, field 5 the group).
 * An exited child whose parent died stays a zombie until the container's init reaps it; it runs nothing.
 */
function runningInGroup(group: number): number[] {
  const running: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z' && state !== 'X') running.push(Number(entry));
  }
  return running;
}
