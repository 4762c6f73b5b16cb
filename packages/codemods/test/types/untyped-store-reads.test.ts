import { readFile, symlink } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { join, repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * A response stored in the store under a member nothing types (`list: [] as any[]`), followed where it is read
 * (`types/untyped-store-reads.ts`): selectors (`(state) => state.types.list`, `createSelector([input, …], combiner)`),
 * a typed `useAppSelector` hook, array callbacks, an element read, and a field's values compared. Written as a
 * redux-toolkit app (slices with Immer assignments, thunks, `{ data }` and `.then`), not as the trial client's
 * classic reducers and sagas. The look-alikes are left: a slice of another service's rows with the same field
 * names read the same way, and the app's own untyped rows.
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
    "export const fetchTypes = (recordId: number) => client.get('/types', { params: { recordId } });",
    'export const fetchAnswers = (itemId: string) => client.get(`/items/${itemId}/answer`);',
    "export const exported = () => client.get('/items/exportToExcel');",
    '',
  ].join('\n'),
  'src/store.ts': [
    "import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';",
    "import { useSelector, type TypedUseSelectorHook } from 'react-redux';",
    'export const typesSlice = createSlice({',
    "  name: 'types',",
    '  initialState: { list: [] as any[], answers: [] as any[] },',
    '  reducers: {',
    '    typesReceived(state, action: PayloadAction<any[]>) {',
    '      state.list = action.payload;',
    '    },',
    '    answersReceived: (state, { payload }: PayloadAction<any>) => {',
    '      state.answers = payload;',
    '    },',
    '  },',
    '});',
    'export const placesSlice = createSlice({',
    "  name: 'places',",
    '  initialState: { list: [] as any[] },',
    '  reducers: {',
    '    received(state, action: PayloadAction<any[]>) {',
    '      state.list = action.payload;',
    '    },',
    '  },',
    '});',
    'export const store = configureStore({ reducer: { types: typesSlice.reducer, places: placesSlice.reducer } });',
    'export type RootState = ReturnType<typeof store.getState>;',
    'export type AppDispatch = typeof store.dispatch;',
    'export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;',
    '',
  ].join('\n'),
  'src/thunks.ts': [
    "import { fetchAnswers, fetchTypes, maps } from './api';",
    "import { placesSlice, typesSlice, type AppDispatch } from './store';",
    'export const loadTypes = (recordId: number) => async (dispatch: AppDispatch) => {',
    '  const { data } = await fetchTypes(recordId);',
    '  dispatch(typesSlice.actions.typesReceived(data.data));',
    '};',
    'export const loadAnswers = (itemId: string) => (dispatch: AppDispatch) =>',
    '  fetchAnswers(itemId).then((res) => {',
    '    dispatch(typesSlice.actions.answersReceived(res.data.answers));',
    '  });',
    'export const loadPlaces = () => async (dispatch: AppDispatch) => {',
    "  const res = await maps.get('/places');",
    '  dispatch(placesSlice.actions.received(res.data.rows));',
    '};',
    '',
  ].join('\n'),
  'src/selectors.ts': [
    "import { createSelector } from '@reduxjs/toolkit';",
    "import type { RootState } from './store';",
    'const selectTypes = (state: RootState) => state.types.list;',
    'const selectAnswers = (state: RootState) => state.types.answers;',
    'export const selectTypeNames = createSelector([selectTypes], (list) => list.map((t) => t.typeName));',
    'export const selectTypesOf = createSelector([selectTypes, (_: RootState, id: number) => id], (list, id) =>',
    '  list.filter((t) => t.recordId === id),',
    ');',
    'export const selectCode = createSelector(selectAnswers, (answers) => {',
    "  const code = answers.find((a) => a.headerId === 'REC_CODE');",
    "  return code ? code.value : '';",
    '});',
    'export const selectPlaceNames = (state: RootState) => state.places.list.map((p) => p.recordName);',
    '',
  ].join('\n'),
  'src/view.ts': [
    "import { useAppSelector } from './store';",
    'export function useFirstType(): string {',
    '  const list = useAppSelector((state) => state.types.list);',
    '  const first = list[0];',
    "  return first ? `${first.typeId}: ${first.typeName}` : '';",
    '}',
    'export function useFirstPlace(): string {',
    '  const list = useAppSelector((state) => state.places.list);',
    '  return list.length > 0 ? list[0].recordName : "";',
    '}',
    'export const draftNames = (draft: any[]) => draft.map((t) => t.typeName + t.recordId);',
    '',
  ].join('\n'),
};

describe('a response stored in the store untyped', () => {
  it('renames its reads through selectors, hooks and callbacks; another service and the app’s own rows left', async () => {
    const { dir, cleanup } = await tempDir('untyped-store-');
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
      const selectors = await readFile(join(dir, 'src/selectors.ts'), 'utf8');
      expect(selectors).toContain('list.map((t) => t.subCategoryName)');
      expect(selectors).toContain('list.filter((t) => t.categoryId === id)');
      expect(selectors).toContain("a.headerId === 'CATEGORY_CODE'");
      expect(selectors).toContain('state.places.list.map((p) => p.recordName)');
      const view = await readFile(join(dir, 'src/view.ts'), 'utf8');
      expect(view).toContain('`${first.subCategoryId}: ${first.subCategoryName}`');
      expect(view).toContain('list[0].recordName');
      expect(view).toContain('draft.map((t) => t.typeName + t.recordId)');
    } finally {
      await cleanup();
    }
  }, 90_000);
});
