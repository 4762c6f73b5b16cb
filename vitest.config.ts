import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests import the packages' TypeScript sources (the "source" export condition); processes they spawn run the
// built CLI, which scripts/vitest-build.ts brings up to date first.
const conditions = ['source', 'import', 'module', 'node', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'fixtures/services/*/test/**/*.test.ts',
      'eslint-rules/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Test files share their worker's module cache: loading TypeScript, ts-morph and the codemods once per worker,
    // not once per file, takes the suite's CPU time down by about a third (the codemods' transform tests: 119 s ->
    // 37 s). The tests keep no module state between files (servers, temp dirs and env changes are undone in hooks).
    isolate: false,
    // vitest's default is one worker fewer than the cores: one on a 2-core machine, where many files spend their
    // time waiting on child processes, servers and files, so two workers share the two cores well
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    globalSetup: ['scripts/vitest-build.ts'],
    setupFiles: ['scripts/vitest-setup.ts'],
  },
});
