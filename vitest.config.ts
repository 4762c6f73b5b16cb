import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests import the packages' TypeScript sources (the "source" export condition); processes they spawn run the
// built CLI, which scripts/vitest-build.ts brings up to date first.
const conditions = ['source', 'import', 'module', 'node', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'eslint-rules/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // vitest's default is one worker fewer than the cores, so one on a 2-core machine: most files wait on child
    // processes, servers and files, so two share two cores well (CI on 2 cores: ~35% less time)
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    globalSetup: ['scripts/vitest-build.ts'],
    setupFiles: ['scripts/vitest-setup.ts'],
  },
});
