import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { effectStandIn } from '../types/effect-stand-in.js';

/**
 * Effect's `HttpRouter.get('/records', handler)` registers a route of the app's own server whatever its handler (an
 * Effect, not a `(req, res)` function): its path stays, while a request of this API beside it is migrated.
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext'] },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': effectStandIn,
  'src/routes.ts': [
    "import { HttpClientRequest, HttpRouter } from '@effect/platform';",
    "import { Effect } from 'effect';",
    '',
    "export const status = HttpRouter.get('/records', Effect.succeed({ recordId: 1 }));",
    "export const upstream = () => HttpClientRequest.get('/types');",
    '',
  ].join('\n'),
};

describe('own server routes (route-registration.ts)', () => {
  it('keeps an Effect HttpRouter route and migrates the request beside it', async () => {
    await migrateSmallProject('effect-route-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/routes.ts'), 'utf8');
      expect(out).toContain("HttpRouter.get('/records', Effect.succeed({ recordId: 1 }))");
      expect(out).toContain("HttpClientRequest.get('/subcategories')");
      expect(report.todos.filter((t) => t.line === 4)).toEqual([]);
    });
  }, 60_000);
});
