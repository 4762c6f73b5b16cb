import { readFile, symlink } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { join, repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';

/**
 * A saga test stepping the generator by hand hands it fake responses (`types/stepped-responses.ts`): after the
 * comparison of this API's request effect, the next `gen.next(fake)` gives the saga `fake` as the response, so its
 * body's keys and values are renamed. Written otherwise than the trial client's test: the fake inline in
 * `gen.next({ data: … })`, `toStrictEqual`, a request function run by `call(fn, …)`, keys quoted, values renamed.
 * The look-alikes are left: a fake given after comparing another service's effect, and one given after comparing
 * an effect that is no request (`select`).
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
  'src/globals.d.ts':
    'declare const expect: (value: unknown) => { toStrictEqual(expected: unknown): void };\n',
  'src/api.ts': [
    "import axios from 'axios';",
    "export const client = axios.create({ baseURL: 'https://compliance.example.com/api' });",
    "export const maps = axios.create({ baseURL: 'https://maps.example.org/v2' });",
    "export const fetchTypes = (recordId: number) => client.get('/types', { params: { recordId } });",
    'export const fetchAnswers = (itemId: string) => client.get(`/items/${itemId}/answer`);',
    "export const exported = () => client.get('/items/exportToExcel');",
    '',
  ].join('\n'),
  'src/sagas.ts': [
    "import { call, put, select } from 'redux-saga/effects';",
    "import { fetchAnswers, fetchTypes, maps } from './api';",
    'export const selectedId = (state: { selected: number }) => state.selected;',
    'export function* loadTypes(): Generator<unknown, void, any> {',
    '  const id = yield select(selectedId);',
    '  const res = yield call(fetchTypes, id);',
    "  yield put({ type: 'types/loaded', payload: res.data.data });",
    '}',
    'export function* loadAnswers(): Generator<unknown, void, any> {',
    "  const res = yield call(fetchAnswers, 'A1');",
    "  yield put({ type: 'answers/loaded', payload: res.data.answers });",
    '}',
    'export function* loadPlaces(): Generator<unknown, void, any> {',
    "  const res = yield call([maps, maps.get], '/places');",
    "  yield put({ type: 'places/loaded', payload: res.data.data });",
    '}',
    '',
  ].join('\n'),
  'src/sagas.spec.ts': [
    "import { call, select } from 'redux-saga/effects';",
    "import { fetchAnswers, fetchTypes, maps } from './api';",
    "import { loadAnswers, loadPlaces, loadTypes, selectedId } from './sagas';",
    'export function typesStep() {',
    '  const saga = loadTypes();',
    '  expect(saga.next().value).toStrictEqual(select(selectedId));',
    '  expect(saga.next(7).value).toStrictEqual(call(fetchTypes, 7));',
    "  saga.next({ data: { data: [{ 'typeId': 1, typeName: 'Extinguishers', recordId: 7 }] } });",
    '}',
    'export function answersStep() {',
    '  const saga = loadAnswers();',
    "  expect(saga.next().value).toStrictEqual(call(fetchAnswers, 'A1'));",
    "  saga.next({ status: 200, data: { answers: [{ headerId: 'REC_NAME', value: 'Fire' }] } });",
    '}',
    'export function placesStep() {',
    '  const saga = loadPlaces();',
    "  expect(saga.next().value).toStrictEqual(call([maps, maps.get], '/places'));",
    "  saga.next({ data: { data: [{ typeId: 1, typeName: 'Harbour', recordId: 7 }] } });",
    '}',
    'export function selectStep() {',
    '  const saga = loadTypes();',
    '  expect(saga.next().value).toStrictEqual(select(selectedId));',
    "  saga.next({ data: { data: [{ typeId: 1, typeName: 'Not a response', recordId: 7 }] } });",
    '}',
    '',
  ].join('\n'),
};

describe("a saga test's fake responses", () => {
  it('renames the fake handed to the generator after this API’s effect; after another service’s or a select, left', async () => {
    const { dir, cleanup } = await tempDir('stepped-responses-');
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
      const spec = await readFile(join(dir, 'src/sagas.spec.ts'), 'utf8');
      expect(spec).toContain(
        "saga.next({ data: { data: [{ 'subCategoryId': 1, subCategoryName: 'Extinguishers', categoryId: 7 }] } });",
      );
      expect(spec).toContain(
        "saga.next({ status: 200, data: { answers: [{ headerId: 'CATEGORY_NAME', value: 'Fire' }] } });",
      );
      expect(spec).toContain(
        "saga.next({ data: { data: [{ typeId: 1, typeName: 'Harbour', recordId: 7 }] } });",
      );
      expect(spec).toContain(
        "saga.next({ data: { data: [{ typeId: 1, typeName: 'Not a response', recordId: 7 }] } });",
      );
    } finally {
      await cleanup();
    }
  }, 90_000);
});
