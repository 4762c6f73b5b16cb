import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { loadChangeMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, tempDir } from '../helpers.js';
import { sandboxOverlay } from './realistic-run.js';

/**
 * Real third-party code that never calls this API, JavaScript and TypeScript, as installed from npm: HTTP
 * clients with their own `get`/`put`/`baseURL`, RTK Query's and React Query's sources, RxJS, Vue and Angular
 * bundles, plus a project modelled on an SDK whose own service has `/records` endpoints and `Record*` types.
 * The codemod, with the sandbox overlay and every pass on, must change nothing in any of them.
 */
const installed = [
  'axios/lib',
  'ky/distribution',
  'got/dist/source',
  'superagent/lib',
  'openapi-fetch/dist',
  '@reduxjs/toolkit/src',
  '@tanstack/react-query/src',
  'react-router-dom/dist',
  'rxjs/src',
  '@angular/common/fesm2022',
  'vue/dist',
];

describe('code that does not call this API', () => {
  it.each(installed)(
    'node_modules/%s: nothing changed, nothing listed as left',
    async (pkg) => {
      const { dir, cleanup } = await tempDir('third-party-');
      try {
        // copied out of node_modules, as the codemod never reads inside one
        await cp(join(repoRoot, 'packages/codemods/node_modules', pkg), join(dir, 'src'), {
          recursive: true,
          dereference: true,
        });
        for (const [from, to] of [
          [4, 6],
          [5, 6],
        ] as const) {
          const report = await runCodemod({
            paths: [join(dir, 'src')],
            from,
            to,
            map: await loadChangeMap([sandboxOverlay]),
            dry: true,
            cwd: dir,
          });
          expect(report.summary.files).toBeGreaterThan(0);
          expect(report.edits, `${pkg} ${from}→${to}`).toEqual([]);
          expect(report.todos, `${pkg} ${from}→${to}`).toEqual([]);
          expect(report.summary.changed).toBe(0);
          expect(report.remaining, `${pkg} ${from}→${to}`).toEqual([]);
        }
      } finally {
        await cleanup();
      }
    },
    120_000,
  ); // two runs over a whole package (vue/dist is thousands of lines): slow on a loaded machine

  it('an SDK of another service with /records endpoints and Record types of its own: nothing changed, its URLs listed as possibly this API', async () => {
    const { dir, cleanup } = await tempDir('sdk-lookalike-');
    try {
      await cp(join(repoRoot, 'fixtures/clients/sdk-lookalike'), dir, { recursive: true });
      for (const [from, to] of [
        [4, 5],
        [5, 6],
        [4, 6],
      ] as const) {
        const report = await runCodemod({
          paths: [join(dir, 'src')],
          from,
          to,
          map: await loadChangeMap([sandboxOverlay]),
          dry: true,
          cwd: dir,
        });
        expect(report.edits, `${from}→${to}`).toEqual([]);
        expect(report.todos, `${from}→${to}`).toEqual([]);
        expect(report.summary.changed).toBe(0);
        if (from === 4) {
          expect(report.possible.map((p) => p.text)).toContainEqual(
            expect.stringContaining('baseCollectionPath'),
          );
        }
      }
    } finally {
      await cleanup();
    }
  });
});
