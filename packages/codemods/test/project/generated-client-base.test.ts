import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { COMMON, client } from '../types/generated-axios-client.js';

const FIELDS = "    'itemId': number;";

describe('a generated client on a placeholder base', () => {
  it('is this API’s when it uses a path only this API has, whatever its BASE_PATH; otherwise its base decides', async () => {
    const files = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, lib: ['ES2020', 'DOM'], types: [] },
      }),
      // a base the run cannot judge, but `/items/exportToExcel` is a path only this API has
      'src/exports/common.ts': COMMON,
      'src/exports/api.ts': client(
        'https://gateway.internal/compliance',
        'ItemsApi',
        'exportItems',
        '/items/exportToExcel',
        'Row',
        FIELDS,
      ),
      // the same unjudged base with paths other services have too: left, nothing shows it is this API's
      'src/other/common.ts': COMMON,
      'src/other/api.ts': client(
        'https://gateway.internal/other',
        'OtherApi',
        'listRecords',
        '/records',
        'Row',
        FIELDS,
      ),
    };
    await migrateSmallProject('generated-client-base-', files, { from: 4, to: 6 }, async (dir) => {
      const exports = await readFile(join(dir, 'src/exports/api.ts'), 'utf8');
      expect(exports).toContain('const localVarPath = `/items/exporttoexcel`;');
      expect(exports).toContain("localVarQueryParameter['categoryId'] = recordId;");
      expect(await readFile(join(dir, 'src/other/api.ts'), 'utf8')).toBe(files['src/other/api.ts']);
    });
  }, 60_000);
});
