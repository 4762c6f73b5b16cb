import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { COMMON, client } from './generated-axios-client.js';

const TEST = (
  module: string,
  api: string,
  op: string,
  row: string,
): string => `import { ${api} } from '${module}';

vi.mock('${module}');

test('reads the rows', async () => {
  vi.mocked(${api}.prototype.${op}).mockResolvedValue({ data: { data: [${row}] } } as never);
  expect(await new ${api}().${op}({})).toBeDefined();
});
`;

const files = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, lib: ['ES2020', 'DOM'], types: [] },
  }),
  'src/compliance/common.ts': COMMON,
  'src/compliance/api.ts': client(
    'https://compliance.example.com/api/v4',
    'ItemsApi',
    'searchItems',
    '/items/search',
    'ItemSummary',
    "    'itemId': number;\n    'recordName': string;",
  ),
  'src/compliance.test.ts': TEST(
    './compliance/api',
    'ItemsApi',
    'searchItems',
    "{ itemId: 1, recordName: 'Fire' }",
  ),
  // another service's generated client, mocked the same way: nothing of it is this API's
  'src/audit/common.ts': COMMON,
  'src/audit/api.ts': client(
    'https://audit.example.org/v2',
    'AuditApi',
    'listRecords',
    '/records',
    'Entry',
    "    'recordId': number;\n    'recordName': string;",
  ),
  'src/audit.test.ts': TEST('./audit/api', 'AuditApi', 'listRecords', "{ recordId: 1, recordName: 'Fire' }"),
};

describe('a test mocking a generated client of this API', () => {
  it('gets a TODO naming the renames its hand-written data needs; one mocking another service’s client does not', async () => {
    await migrateSmallProject('mocked-clients-', files, { from: 4, to: 6 }, async (dir, report) => {
      const todos = report.todos.filter((t) => t.file.endsWith('.test.ts'));
      expect(todos.map((t) => [t.file, t.line])).toEqual([['src/compliance.test.ts', 3]]);
      expect(todos[0]!.message).toMatch(
        /this test mocks \.\/compliance\/api, .*\(recordName → categoryName, recordId → categoryId\)/,
      );
      expect(await readFile(join(dir, 'src/audit.test.ts'), 'utf8')).toBe(files['src/audit.test.ts']);
    });
  }, 60_000);
});
