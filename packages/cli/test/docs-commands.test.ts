import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPECTED_EXIT, LONG_RUNNING } from './docs/doc-commands.allowlist.js';
import { showsLine } from './docs/extract-commands.js';
import type { DocRun } from './docs/run-doc-commands.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = fileURLToPath(new URL('./docs/run-doc-commands.main.ts', import.meta.url));

/**
 * The docs use fixed ports (sandbox 5080, proxy 8080). The run gets a network namespace of its own (`unshare -rn`,
 * a private loopback) so that another sandbox on this machine cannot collide with it; where user namespaces are
 * not allowed it runs on the host's loopback, and a port in use fails the run with ERR_CLI_LISTEN.
 */
function isolation(): string[] {
  const probe = spawnSync('unshare', ['-rn', 'sh', '-c', 'ip link set lo up']);
  return probe.status === 0 ? ['unshare', '-rn', 'sh', '-c'] : ['sh', '-c'];
}

function runInChild(): Promise<DocRun> {
  const [command, ...args] = isolation();
  const script = `${args.length > 2 ? 'ip link set lo up && ' : ''}exec node --import tsx "$0" "$1"`;
  const child = spawn(command!, [...args, script, main, root], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as DocRun);
      else reject(new Error(`the docs-commands run exited ${code}:\n${stderr}`));
    });
  });
}

describe('the commands of README.md and docs/*.md, run as written against the sandbox', () => {
  let run: DocRun;
  beforeAll(async () => {
    run = await runInChild();
  }, 900_000); // every page in turn, each under its own guard (run-doc-commands.ts)

  it('holds no allowlist entry for a command the docs no longer show', () => {
    expect(run.commands.length).toBeGreaterThan(20);
    expect(run.staleAllowlist).toEqual([]);
  });

  it('writes nothing into the workspace (files the commands write land in the temporary copy)', () => {
    expect(run.changedInWorkspace).toEqual([]);
  });

  it('starts each long-running command, which says it listens, and Ctrl-C leaves no process of it', () => {
    expect(run.services.map((s) => s.key)).toEqual(Object.keys(LONG_RUNNING));
    for (const service of run.services) {
      expect(service.listening, `${service.key}\n${service.output}`).toBe(true);
      expect(service.survivors, service.key).toEqual([]);
      expect(
        service.exit === 130 || service.signal === 'SIGINT',
        `${service.key}: ${service.exit}/${service.signal}`,
      ).toBe(true);
    }
  });

  it('runs every other command, exiting 0 (or the status its allowlist entry gives)', () => {
    expect(run.outcomes.length).toBeGreaterThan(15);
    const failed = run.outcomes
      .filter((o) => o.exit !== (EXPECTED_EXIT[o.key]?.exit ?? 0))
      .map(
        (o) =>
          `${o.file}:${o.line} exited ${o.exit ?? '(never finished)'}: ${o.key}\n${o.output.slice(-2000)}`,
      );
    expect(failed).toEqual([]);
  });

  it('prints what the console blocks show (numbers, spacing and `…` aside)', () => {
    const withOutput = [...run.outcomes, ...run.services].filter((o) => o.shown.length > 0);
    expect(withOutput.length).toBeGreaterThan(5);
    const missing = withOutput.flatMap((o) =>
      o.shown
        .filter((line) => line.trim() !== '…' && !showsLine(o.output, line))
        .map((line) => `${o.key}\n  shows:  ${line}\n  output: ${o.output.slice(0, 1500)}`),
    );
    expect(missing).toEqual([]);
  });
});
