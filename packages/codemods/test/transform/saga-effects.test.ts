import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** redux-saga's effects that run a function, read as the call they run (src/transform/saga-effects.ts). */
const CLIENT = "import axios from 'axios';\nexport const client = axios.create({ baseURL: '/api/v4' });\n";
const STEPS = { from: 4, to: 6 };

describe('saga effects that run a request', () => {
  it('call(fn, …), call([ctx, fn], …), call({ context, fn }, …), apply(ctx, fn, [..]), fork and aliases', async () => {
    const sagas = [
      "import { call, fork, apply, put } from 'redux-saga/effects';",
      "import * as effects from 'redux-saga/effects';",
      "import { call as invoke } from 'redux-saga/effects';",
      "import { client } from './client';",
      'export function* loadTypes(recordId: number) {',
      "  const res = yield call([client, client.get], '/types', { params: { recordId } });",
      "  yield put({ type: 'TYPES', payload: res.data.data.map((t: any) => t.typeName) });",
      '}',
      'export function* create(name: string) {',
      "  yield call({ context: client, fn: client.post }, '/records', { recordName: name });",
      "  yield call(client.post, '/notificationProfiles/add', { recordIds: [1], recipientEmails: ['a@x.io'] });",
      '}',
      'export function* exportItems(status: string) {',
      "  yield apply(client, client.get, ['/items/exportToExcel', { params: { status } }]);",
      "  yield fork(client.get, '/profiles/simpleList', { params: { typeId: 2 } });",
      "  yield effects.call(client.get, '/items/search', { params: { searchText: 'fire' } });",
      "  yield invoke(client.get, '/templates/search', { params: { recordId: 3 } });",
      '}',
      // the method named by a string, redux-saga's shorthand for `client.get`
      'export function* byName(recordId: number, name: string) {',
      "  const found = yield call([client, 'get'], '/types', { params: { recordId } });",
      "  yield call({ context: client, fn: 'post' }, '/records', { recordName: name });",
      '  return found.data.data[0].typeId;',
      '}',
      '',
    ].join('\n');
    await migrateSmallProject(
      'saga-effects-',
      { 'src/client.ts': CLIENT, 'src/sagas.ts': sagas },
      STEPS,
      async (dir, report) => {
        const text = await readFile(join(dir, 'src/sagas.ts'), 'utf8');
        expect(text).toContain(
          "call([client, client.get], '/subcategories', { params: { categoryId: recordId } })",
        );
        // the yielded effect's result is the response: its rows are read as GET /subcategories rows
        expect(text).toContain('res.data.data.map((t: any) => t.subCategoryName)');
        expect(text).toContain(
          "call({ context: client, fn: client.post }, '/categories', { categoryName: name })",
        );
        expect(text).toContain(
          "call(client.post, '/notificationProfiles', { categoryIds: [1], recipients: ['a@x.io'] })",
        );
        expect(text).toContain(
          "apply(client, client.get, ['/items/exporttoexcel', { params: { itemStatus: status } }])",
        );
        expect(text).toContain("fork(client.get, '/profiles/simpleList', { params: { subCategoryId: 2 } })");
        expect(text).toContain("effects.call(client.get, '/items/search', { params: { keyword: 'fire' } })");
        expect(text).toContain("invoke(client.get, '/templates/search', { params: { categoryId: 3 } })");
        expect(text).toContain(
          "call([client, 'get'], '/subcategories', { params: { categoryId: recordId } })",
        );
        expect(text).toContain(
          "call({ context: client, fn: 'post' }, '/categories', { categoryName: name })",
        );
        expect(text).toContain('found.data.data[0].subCategoryId');
        // a yielded effect whose result nobody reads leaves no TODO about its response
        expect(report.todos.map((t) => `${t.line}: ${t.message}`)).toEqual([]);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    );
  });

  it('leaves a saga calling another service, a function that sends nothing, a route, and a `call` of its own', async () => {
    const files: Record<string, string> = {
      'src/client.ts': CLIENT,
      'src/audit.ts': [
        "import axios from 'axios';",
        "import { call } from 'redux-saga/effects';",
        "const audit = axios.create({ baseURL: 'https://audit.example.org/v2' });",
        'export function* auditRecords(recordId: number) {',
        "  const res = yield call([audit, audit.get], '/records', { params: { recordId } });",
        "  const byName = yield call([audit, 'get'], '/records', { params: { recordId } });",
        '  return res.data.recordName + byName.data.recordName;',
        '}',
        '',
      ].join('\n'),
      'src/local.ts': [
        "import { call, apply } from 'redux-saga/effects';",
        'const visited: string[] = [];',
        'function remember(path: string, query?: { recordId: number }) {',
        '  visited.push(path + JSON.stringify(query));',
        '}',
        'declare const history: { push(to: string): void };',
        'export function* track(recordId: number) {',
        "  yield call(remember, '/records', { recordId });",
        "  yield apply(history, history.push, ['/records']);",
        "  yield call([history, history.push], '/types');",
        "  yield call([history, 'push'], '/types');",
        '}',
        '',
      ].join('\n'),
      'src/own-call.ts': [
        "import { client } from './client';",
        '// a helper of the app named like the effect, not imported from redux-saga',
        'const call = (f: (...a: unknown[]) => unknown, ...args: unknown[]) => ({ f, args });',
        "export const described = call(client.get, '/records', { params: { recordId: 1 } });",
        '',
      ].join('\n'),
      'src/sagas.ts': [
        "import { call } from 'redux-saga/effects';",
        "import { client } from './client';",
        "export function* control() {\n  yield call(client.get, '/records');\n}",
        '',
      ].join('\n'),
    };
    await expectLookAlikesUntouched(
      'saga-look-alikes-',
      files,
      ['src/audit.ts', 'src/local.ts', 'src/own-call.ts'],
      STEPS,
      async (dir) => {
        expect(await readFile(join(dir, 'src/sagas.ts'), 'utf8')).toContain(
          "call(client.get, '/categories')",
        );
      },
    );
  });
});
