// Vitest global setup: builds the packages (incremental `tsc -b`, a few seconds when nothing changed), so the CLI
// that tests spawn as a process runs the current sources.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs `pnpm build` once before the test files; a compile error stops the run. */
export default function setup(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
}
