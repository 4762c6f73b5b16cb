import { readFile, symlink } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { join, repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * A response a saga puts into the store, followed to the reducer's `case` of its action type
 * (`types/saga-puts.ts`): the row type a reducer's callback declares, or the state member the payload is stored in,
 * is renamed as a typed response's is. The look-alike is the same shapes put from a value that is no response of
 * this API (another service's client), read by another `case`: its row type is left. With axios, redux and
 * redux-saga installed (the codemods package's own `node_modules`, linked).
 */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      types: [],
      skipLibCheck: true,
      noImplicitAny: false,
    },
    include: ['src'],
  }),
  'src/api.ts': [
    "import axios from 'axios';",
    "export const client = axios.create({ baseURL: 'https://compliance.example.com/api' });",
    "export const maps = axios.create({ baseURL: 'https://maps.example.org/v2' });",
    'export interface Row { recordId: number; recordName: string }',
    'export interface ItemRow { itemId: string; recordName: string }',
    'export interface PlaceRow { recordId: number; recordName: string }',
    "export const fetchRecords = (params?: object) => client.get('/records', { params });",
    "export const exported = () => client.get('/items/exportToExcel');",
    '',
  ].join('\n'),
  'src/actionTypes.ts': [
    "export const RECORDS_LOADED = 'records/LOADED';",
    "export const ITEMS_LOADED = 'items/LOADED';",
    "export const PLACES_LOADED = 'places/LOADED';",
    '',
  ].join('\n'),
  'src/sagas.ts': [
    "import { call, put } from 'redux-saga/effects';",
    "import { client, fetchRecords, maps } from './api';",
    "import { ITEMS_LOADED, PLACES_LOADED, RECORDS_LOADED } from './actionTypes';",
    'export function* loadRecords(): Generator<unknown, void, any> {',
    '  const response = yield call(fetchRecords, { page: 1 });',
    '  yield put({ type: RECORDS_LOADED, payload: response.data.data });',
    '}',
    'export function* searchItems(): Generator<unknown, void, any> {',
    "  const found = yield call([client, client.get], '/items/search', { params: { page: 1 } });",
    '  yield put({ type: ITEMS_LOADED, payload: found.data.data });',
    '}',
    'export function* loadPlaces(): Generator<unknown, void, any> {',
    "  const places = yield call([maps, maps.get], '/places');",
    '  yield put({ type: PLACES_LOADED, payload: places.data.data });',
    '}',
    '',
  ].join('\n'),
  'src/reducers.ts': [
    "import { ItemRow, PlaceRow, Row } from './api';",
    "import { ITEMS_LOADED, PLACES_LOADED, RECORDS_LOADED } from './actionTypes';",
    'const initial = { ids: [] as number[], rows: [] as ItemRow[], places: [] as string[] };',
    'export function reducer(state = initial, action: any) {',
    '  switch (action.type) {',
    '    case RECORDS_LOADED:',
    '      return { ...state, ids: action.payload.map((r: Row) => r.recordId) };',
    '    case ITEMS_LOADED:',
    '      return { ...state, rows: action.payload };',
    '    case PLACES_LOADED:',
    '      return { ...state, places: action.payload.map((p: PlaceRow) => p.recordName) };',
    '    default:',
    '      return state;',
    '  }',
    '}',
    'export const names = (rows: ItemRow[]) => rows.map((r) => r.recordName);',
    '',
  ].join('\n'),
};

describe('a response a saga puts into the store', () => {
  it("renames the row types the reducer's case gives the payload; another service's rows are left", async () => {
    const { dir, cleanup } = await tempDir('saga-puts-');
    try {
      await writeFiles(dir, files);
      await symlink(join(repoRoot, 'packages/codemods/node_modules'), join(dir, 'node_modules'), 'dir');
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await sandboxMap(),
        allowDirty: true,
        cwd: dir,
      });
      const api = await readFile(join(dir, 'src/api.ts'), 'utf8');
      expect(api).toContain('export interface Row { categoryId: number; categoryName: string }');
      expect(api).toContain('export interface ItemRow { itemId: string; categoryName: string }');
      expect(api).toContain('export interface PlaceRow { recordId: number; recordName: string }');
      const reducers = await readFile(join(dir, 'src/reducers.ts'), 'utf8');
      expect(reducers).toContain('action.payload.map((r: Row) => r.categoryId)');
      expect(reducers).toContain('rows.map((r) => r.categoryName)');
      expect(reducers).toContain('action.payload.map((p: PlaceRow) => p.recordName)');
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
