import { readFile, symlink } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { join, repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * A response handed to the store through an action creator (`types/stored-actions.ts`), followed to the reducers
 * handling its action type (`types/action-handlers.ts`): the creator's typed parameter and the state member a
 * reducer stores the payload in are renamed as a typed response's are. Written in other Redux styles than the
 * trial client's sagas: redux-toolkit thunks with `createAction<T>` and `createSlice`, `createAsyncThunk`'s
 * `fulfilled` in a slice's `extraReducers`, `.then` and a destructured
 * `{ data }`; plain creators with the action type a string at both ends; JavaScript typed by JSDoc. The
 * look-alikes: a slice and a creator with the same field names fed by another service, and a creator given the
 * form's own rows, are left. With axios, redux, redux-saga and redux-toolkit installed (the codemods package's own
 * `node_modules`, linked).
 */
const tsconfig = (allowJs: boolean): string =>
  JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      types: [],
      skipLibCheck: true,
      noImplicitAny: false,
      allowJs,
    },
    include: ['src'],
  });

const api = [
  "import axios from 'axios';",
  "export const client = axios.create({ baseURL: 'https://compliance.example.com/api' });",
  "export const maps = axios.create({ baseURL: 'https://maps.example.org/v2' });",
  'export interface Row { recordId: number; recordName: string }',
  'export interface ItemRow { itemId: string; recordName: string; score: number }',
  'export interface PlaceRow { recordId: number; recordName: string }',
  'export interface FormRow { recordId: number; recordName: string }',
  'export interface TypeRow { typeId: number; typeName: string }',
  'export interface ZoneRow { typeId: number; typeName: string }',
  "export const fetchRecords = () => client.get('/records');",
  "export const searchItems = (params: object) => client.get('/items/search', { params });",
  "export const fetchTypeList = () => client.get('/types');",
  // a path only this API has: shows the client's base to be this API's
  "export const exported = () => client.get('/items/exportToExcel');",
  '',
].join('\n');

const toolkit: Record<string, string> = {
  'tsconfig.json': tsconfig(false),
  'src/api.ts': api,
  'src/actions.ts': [
    "import { createAction } from '@reduxjs/toolkit';",
    "import type { FormRow, PlaceRow, Row } from './api';",
    "export const recordsLoaded = createAction<Row[]>('records/loaded');",
    "export const placesLoaded = createAction<PlaceRow[]>('places/loaded');",
    "export const formFilled = createAction<FormRow[]>('form/filled');",
    '',
  ].join('\n'),
  'src/slices.ts': [
    "import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';",
    "import { client, maps, type ItemRow, type PlaceRow, type TypeRow, type ZoneRow } from './api';",
    // an async thunk: what it returns is its `fulfilled` action's payload
    "export const fetchTypes = createAsyncThunk('types/fetch', () => client.get('/types').then((res) => res.data.data));",
    "export const fetchZones = createAsyncThunk('zones/fetch', async () => {",
    "  const res = await maps.get('/zones');",
    '  return res.data.data;',
    '});',
    'export const typesSlice = createSlice({',
    "  name: 'types',",
    '  initialState: { list: [] as TypeRow[], zones: [] as ZoneRow[] },',
    '  reducers: {},',
    '  extraReducers: (builder) => {',
    '    builder.addCase(fetchTypes.fulfilled, (state, action) => {',
    '      state.list = action.payload;',
    '    });',
    '    builder.addCase(fetchZones.fulfilled, (state, action) => {',
    '      state.zones = action.payload;',
    '    });',
    '  },',
    '});',
    'export const itemsSlice = createSlice({',
    "  name: 'items',",
    '  initialState: { rows: [] as ItemRow[] },',
    '  reducers: {',
    '    loaded(state, action: PayloadAction<any>) {',
    '      state.rows = action.payload;',
    '    },',
    '  },',
    '});',
    'export const placesSlice = createSlice({',
    "  name: 'places',",
    '  initialState: { rows: [] as PlaceRow[] },',
    '  reducers: {',
    '    loaded: (state, { payload }: PayloadAction<any>) => {',
    '      state.rows = payload;',
    '    },',
    '  },',
    '});',
    'export const { loaded: placesLoadedFromSlice } = placesSlice.actions;',
    '',
  ].join('\n'),
  'src/thunks.ts': [
    "import type { Dispatch } from '@reduxjs/toolkit';",
    "import { fetchRecords, maps, searchItems, type FormRow } from './api';",
    "import { formFilled, placesLoaded, recordsLoaded } from './actions';",
    "import { itemsSlice, placesLoadedFromSlice } from './slices';",
    'export const loadRecords = () => async (dispatch: Dispatch) => {',
    '  const res = await fetchRecords();',
    '  dispatch(recordsLoaded(res.data.data));',
    '};',
    'export const findItems = (text: string) => (dispatch: Dispatch) =>',
    '  searchItems({ page: 1 }).then((found) => dispatch(itemsSlice.actions.loaded(found.data.data)));',
    'export const loadPlaces = () => async (dispatch: Dispatch) => {',
    "  const { data } = await maps.get('/places');",
    '  dispatch(placesLoaded(data.rows));',
    '  dispatch(placesLoadedFromSlice(data.rows));',
    '};',
    'export const fillForm = (rows: FormRow[]) => (dispatch: Dispatch) => dispatch(formFilled(rows));',
    '',
  ].join('\n'),
  'src/view.ts': [
    "import type { ItemRow, PlaceRow, Row, TypeRow, ZoneRow } from './api';",
    'export const recordLabel = (r: Row) => `${r.recordId} ${r.recordName}`;',
    'export const typeLabel = (t: TypeRow) => `${t.typeId} ${t.typeName}`;',
    'export const zoneLabel = (z: ZoneRow) => `${z.typeId} ${z.typeName}`;',
    'export const itemLabel = (i: ItemRow) => `${i.recordName} ${i.score}`;',
    'export const placeLabel = (p: PlaceRow) => p.recordName;',
    '',
  ].join('\n'),
};

const classic: Record<string, string> = {
  'tsconfig.json': tsconfig(true),
  'src/api.ts': api,
  'src/actions.ts': [
    "import type { ItemRow } from './api';",
    "export function recordsLoaded(rows: any) { return { type: 'records/loaded', payload: rows }; }",
    "export const itemsLoaded = (rows: ItemRow[]) => ({ type: 'items/loaded', payload: rows });",
    '',
  ].join('\n'),
  'src/sagas.ts': [
    "import { call, put } from 'redux-saga/effects';",
    "import { fetchRecords, fetchTypeList, maps } from './api';",
    "import { recordsLoaded } from './actions';",
    "import { TYPES_STORED } from './handlers';",
    'export function* loadRecords(): Generator<unknown, void, any> {',
    '  const response = yield call(fetchRecords);',
    '  yield put(recordsLoaded(response.data.data));',
    '}',
    'export function* loadPlaces(): Generator<unknown, void, any> {',
    "  const places = yield call([maps, maps.get], '/places');",
    "  yield put({ type: 'places/loaded', payload: places.data.rows });",
    '}',
    'export function* loadTypes(): Generator<unknown, void, any> {',
    '  const res = yield call(fetchTypeList);',
    '  yield put({ type: TYPES_STORED, payload: res.data.data });',
    '}',
    '',
  ].join('\n'),
  'src/reducer.ts': [
    "import type { PlaceRow, Row } from './api';",
    'const initial = { rows: [] as Row[], places: [] as PlaceRow[] };',
    'export function reducer(state = initial, action: any) {',
    '  switch (action.type) {',
    "    case 'records/loaded':",
    '      return { ...state, rows: action.payload };',
    "    case 'places/loaded':",
    '      return { ...state, places: action.payload };',
    '    default:',
    '      return state;',
    '  }',
    '}',
    'export const names = (rows: Row[]) => rows.map((r) => r.recordName);',
    'export const placeNames = (rows: PlaceRow[]) => rows.map((p) => p.recordName);',
    '',
  ].join('\n'),
  // a map of handlers keyed by the action type (as createReducer's and redux-actions' maps are)
  'src/handlers.ts': [
    "import type { TypeRow } from './api';",
    "export const TYPES_STORED = 'types/stored';",
    'interface TypesState { list: TypeRow[] }',
    'export const handlers = {',
    '  [TYPES_STORED]: (state: TypesState, action: { payload: any }) => ({ ...state, list: action.payload }),',
    '};',
    'export const typeLabel = (t: TypeRow) => t.typeName;',
    '',
  ].join('\n'),
  // plain JavaScript: the thunk and its creator untyped, the reducer's state typed by JSDoc
  'src/items.js': [
    "import { searchItems } from './api';",
    "import { itemsLoaded } from './actions';",
    "export const ITEMS_STORED = 'items/stored';",
    'export const stored = (rows) => ({ type: ITEMS_STORED, payload: rows });',
    'export function findItems(text) {',
    '  return function (dispatch) {',
    '    return searchItems({ page: 1 }).then(function (res) {',
    '      dispatch(stored(res.data.data));',
    '    });',
    '  };',
    '}',
    "/** @typedef {import('./api').ItemRow} ItemRow */",
    '/** @param {{ found: ItemRow[] }} state */',
    'export function items(state = { found: [] }, action) {',
    '  if (action.type !== ITEMS_STORED) return state;',
    '  switch (action.type) {',
    '    case ITEMS_STORED:',
    '      return { ...state, found: action.payload };',
    '    default:',
    '      return state;',
    '  }',
    '}',
    '/** @param {ItemRow} item */',
    'export const label = (item) => item.recordName + item.score;',
    '',
  ].join('\n'),
};

async function migrate(files: Record<string, string>, prefix: string): Promise<Map<string, string>> {
  const { dir, cleanup } = await tempDir(prefix);
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
    expect(report.typeErrors).toEqual([]);
    const out = new Map<string, string>();
    for (const file of Object.keys(files)) out.set(file, await readFile(join(dir, file), 'utf8'));
    return out;
  } finally {
    await cleanup();
  }
}

describe('a response handed to the store through an action creator', () => {
  it('redux-toolkit: createAction<T>, a slice reducer, an async thunk, `.then`, `{ data }`; another service and the form left', async () => {
    const out = await migrate(toolkit, 'stored-actions-rtk-');
    const api = out.get('src/api.ts')!;
    // `createAction<Row[]>` given `res.data.data` of GET /records
    expect(api).toContain('export interface Row { categoryId: number; categoryName: string }');
    // the slice stores the payload in `state.rows: ItemRow[]` (Immer)
    expect(api).toContain(
      'export interface ItemRow { itemId: string; categoryName: string; complianceScore: number }',
    );
    expect(api).toContain('export interface PlaceRow { recordId: number; recordName: string }');
    expect(api).toContain('export interface FormRow { recordId: number; recordName: string }');
    const view = out.get('src/view.ts')!;
    expect(view).toContain('`${r.categoryId} ${r.categoryName}`');
    expect(view).toContain('`${i.categoryName} ${i.complianceScore}`');
    expect(view).toContain('p.recordName');
    // `createAsyncThunk('types/fetch', …)` resolving GET /types rows, stored by `addCase(fetchTypes.fulfilled, …)`
    expect(view).toContain('`${t.subCategoryId} ${t.subCategoryName}`');
    expect(view).toContain('`${z.typeId} ${z.typeName}`');
  }, 90_000);

  it('plain creators, a string action type at both ends, a handler map, JavaScript typed by JSDoc; another service left', async () => {
    const out = await migrate(classic, 'stored-actions-classic-');
    const api = out.get('src/api.ts')!;
    // `recordsLoaded(rows: any)` returns `{ type: 'records/loaded', payload: rows }`; `case 'records/loaded':`
    expect(api).toContain('export interface Row { categoryId: number; categoryName: string }');
    // the JavaScript reducer's state, `{ found: ItemRow[] }` by JSDoc
    expect(api).toContain(
      'export interface ItemRow { itemId: string; categoryName: string; complianceScore: number }',
    );
    expect(api).toContain('export interface PlaceRow { recordId: number; recordName: string }');
    expect(out.get('src/reducer.ts')).toContain('rows.map((r) => r.categoryName)');
    expect(out.get('src/reducer.ts')).toContain('rows.map((p) => p.recordName)');
    expect(out.get('src/items.js')).toContain('item.categoryName + item.complianceScore');
    // `{ [TYPES_STORED]: (state, action) => ({ ...state, list: action.payload }) }`
    expect(out.get('src/handlers.ts')).toContain('Row) => t.subCategoryName');
  }, 90_000);
});
