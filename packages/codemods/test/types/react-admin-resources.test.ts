import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';
import { reactAdminStandIn, reactTsconfig } from './react-admin-stand-in.js';

/**
 * react-admin's data reads name a resource (`types/react-admin-resources.ts`): the data provider's table (typed as
 * endpoints, so its paths are this API's) gives `records` the list GET /records, so `useGetList<ComplianceRecord>`
 * types the rows, its `filter` keys (and `getManyReference`'s `target`, also on the app's own object typed as
 * react-admin's `DataProvider`) are the list's query parameters and `sort.field` a row's field. The data provider
 * sends through `fetchUtils.fetchJson` behind a pass-through wrapper (`project/wrappers.ts`: its callers give the
 * whole URL), so a body it writes is this API's, and another service's URL given to it is left.
 * Look-alikes left: a `notes` resource of the app's own (localStorage) with a `recordId` of its own, and another
 * object's `getList('records')`.
 */
const resources = (v: 4 | 6) =>
  [
    'export interface ResourceEndpoints {',
    '  list?: string;',
    '  update?: (id: number) => string;',
    '}',
    'export const RESOURCES: { [resource: string]: ResourceEndpoints } = {',
    `  records: { list: '/${v === 4 ? 'records' : 'categories'}', update: (id) => \`/${v === 4 ? 'records' : 'categories'}/\${id}\` },`,
    `  types: { list: '/${v === 4 ? 'types' : 'subcategories'}' },`,
    '};',
    '',
  ].join('\n');

const provider = (v: 4 | 6) =>
  [
    "import { fetchUtils } from 'react-admin';",
    '',
    'export const httpClient = (url: string, options: RequestInit = {}) =>',
    "  fetchUtils.fetchJson(url, { ...options, headers: new Headers({ Accept: 'application/json' }) });",
    '',
    'export async function raiseHazard(itemIds: number[], name: string) {',
    "  await httpClient('/api/v4/hazards/complianceItem/bulk', {",
    "    method: 'POST',",
    `    body: JSON.stringify({ itemIds, ${v === 4 ? 'hazardName' : 'title'}: name }),`,
    '  });',
    '}',
    '',
    '// the same wrapper given another service’s whole URL: left',
    'export const changesOf = (personId: number) =>',
    "  httpClient(`https://directory.example.com/v2/records?personId=${personId}`, { method: 'GET' });",
    '',
  ].join('\n');

const hooks = (v: 4 | 6) => {
  const [id, name] = v === 4 ? ['recordId', 'recordName'] : ['categoryId', 'categoryName'];
  return [
    "import { useGetList, type DataProvider } from 'react-admin';",
    '',
    'export interface ComplianceRecord {',
    '  id: number;',
    `  ${id}: number;`,
    `  ${name}: string;`,
    '}',
    'export interface Note {',
    '  id: string;',
    '  recordId: number;',
    '}',
    '',
    'export function useRecordChoices() {',
    "  const { data } = useGetList<ComplianceRecord>('records', {",
    `    sort: { field: '${name}', order: 'ASC' },`,
    '  });',
    `  return (data ?? []).map((r) => ({ id: r.${id}, name: r.${name} }));`,
    '}',
    '',
    'export function useTypes(recordId: number) {',
    `  return useGetList('types', { filter: { ${v === 4 ? 'recordId' : 'categoryId: recordId'} } });`,
    '}',
    '',
    '// the app’s own data provider object, typed as react-admin’s: its getManyReference’s target is a filter',
    'export const typesOf = (provider: DataProvider, recordId: number) =>',
    `  provider.getManyReference('types', { target: '${v === 4 ? 'recordId' : 'categoryId'}', id: recordId, sort: { field: '${v === 4 ? 'typeName' : 'subCategoryName'}', order: 'ASC' } });`,
    '',
    '// the app’s own resource (localStorage): its recordId is its own',
    'export function useNotes(recordId: number) {',
    "  return useGetList<Note>('notes', { filter: { recordId }, sort: { field: 'recordId', order: 'ASC' } });",
    '}',
    '',
    'const cache = { getList: (resource: string, q: { filter: { recordId: number } }) => [resource, q] };',
    "export const cached = cache.getList('records', { filter: { recordId: 1 } });",
    '',
  ].join('\n');
};

describe("react-admin's data reads follow the resource's endpoints (types/react-admin-resources.ts)", () => {
  it('types the rows, renames filter keys and sort fields; leaves a resource of the app’s own', async () => {
    const { dir, cleanup } = await tempDir('react-admin-resources-');
    try {
      await writeFiles(dir, {
        'tsconfig.json': reactTsconfig,
        'src/vendor/react-admin.d.ts': reactAdminStandIn,
        'src/resources.ts': resources(4),
        'src/provider.ts': provider(4),
        'src/hooks.ts': hooks(4),
      });
      await symlink(join(repoRoot, 'packages/codemods/node_modules'), join(dir, 'node_modules'), 'dir');
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await sandboxMap(),
        allowDirty: true,
        cwd: dir,
      });
      const text = async (f: string) =>
        (await readFile(join(dir, f), 'utf8')).replace(/^ *\/\/ TODO\(compliance-migrate\).*\n/gm, '');
      expect(await text('src/resources.ts')).toBe(resources(6));
      expect(await text('src/provider.ts')).toBe(provider(6));
      expect(await text('src/hooks.ts')).toBe(hooks(6));
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
