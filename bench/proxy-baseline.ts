/**
 * The proxy as it was at a git revision, for paired rounds against today's: its `packages/proxy/src` is
 * extracted into `.tmp/` (git-ignored) and run with this checkout's dependencies.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The revision to compare with: BENCH_PROXY_BASELINE, else where this branch left `main`. */
export function baselineRef(): string | undefined {
  if (process.env.BENCH_PROXY_BASELINE) return process.env.BENCH_PROXY_BASELINE;
  try {
    return execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** The entry point (`src/index.ts`) of the proxy at `ref`, extracted once; undefined when git cannot give it. */
export function baselineProxyEntry(ref: string): string | undefined {
  const dir = `${root}.tmp/bench-baseline-${ref.slice(0, 12)}`;
  const entry = `${dir}/packages/proxy/src/index.ts`;
  if (existsSync(entry)) return entry;
  try {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', ref, 'packages/proxy/src'], { cwd: root });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    // Today's dependencies (undici, pino, the rename map) for the old source.
    symlinkSync(`${root}packages/proxy/node_modules`, `${dir}/packages/proxy/node_modules`, 'dir');
    return entry;
  } catch {
    return undefined;
  }
}
