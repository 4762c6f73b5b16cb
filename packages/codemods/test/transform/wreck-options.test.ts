import { describe, expect, it } from 'vitest';
import { walk } from '../../src/transform/ast-walk.js';
import type { AstNode } from '../../src/transform/node-types.js';
import { parse } from '../../src/transform/parser.js';
import { isWreckOptions } from '../../src/transform/wreck-options.js';
import { expectLookAlikesUntouched, join, migrateSmallProject, readFile } from '../helpers.js';

/** Whether the second argument of each call in `source` is read as Wreck's options. */
function judged(source: string): boolean[] {
  const out: boolean[] = [];
  walk(parse(source, 'ts'), [], (node: AstNode, parents) => {
    if (node.type === 'CallExpression' && node.arguments.length > 1) {
      out.push(
        isWreckOptions(
          node.arguments[1],
          parents.find((p) => p.type === 'Program'),
        ),
      );
    }
    return true;
  });
  return out;
}

describe('isWreckOptions', () => {
  it("is true for Wreck's options holding a payload, with another option or in a file importing Wreck", () => {
    const calls = [
      "wreck.post('/records', { headers: h, payload: body });",
      "wreck.put('/records/1', { payload: body, timeout: 500, json: 'force' });",
      "api.post('/records', { payload: body });",
      "api.post('/records', { payload: body, meta: 1 });",
      "api.get('/records', { headers: h });",
      "api.post('/records', { ...options, payload: body });",
    ].join('\n');
    expect(judged(calls)).toEqual([true, true, false, false, false, false]);
    expect(judged(`import Wreck from '@hapi/wreck';\n${calls}`)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

/** A Wreck client's bodies (`payload`) are this API's bodies; another client's body with a `payload` field is not. */
const files: Record<string, string> = {
  'src/compliance.ts': [
    "import Wreck from '@hapi/wreck';",
    '',
    "const wreck = Wreck.defaults({ baseUrl: 'https://compliance.example.com', json: 'force' });",
    '',
    'export async function createRecord(recordName: string, recordCode: string) {',
    "  return wreck.post('/records', { headers: { 'X-Company-Context': '7' }, payload: { recordName, recordCode } });",
    '}',
    '',
    'export async function saveProfile(id: number, name: string) {',
    "  return wreck.put('/notificationProfiles/update', { payload: { id, name } });",
    '}',
    '',
  ].join('\n'),
  'src/wreck.d.ts': [
    "declare module '@hapi/wreck' {",
    '  interface Client {',
    '    defaults(options: object): Client;',
    '    post(uri: string, options?: object): Promise<unknown>;',
    '    put(uri: string, options?: object): Promise<unknown>;',
    '  }',
    '  const Wreck: Client;',
    '  export default Wreck;',
    '}',
    '',
  ].join('\n'),
  // another client's body, this API's path, with a field of its own named `payload`: the keys inside it stay
  'src/envelope.ts': [
    'declare const api: { post(url: string, body: object): Promise<unknown> };',
    '',
    'export function createWrapped(recordName: string) {',
    "  return api.post('/records', { payload: { recordName } });",
    '}',
    '',
  ].join('\n'),
  // the same shape on another service's Wreck client, whose base is not this API's
  'src/billing.ts': [
    "import Wreck from '@hapi/wreck';",
    '',
    "const billing = Wreck.defaults({ baseUrl: 'https://billing.internal.example.net' });",
    '',
    'export function invoice(recordName: string) {',
    "  return billing.post('/records', { headers: {}, payload: { recordName } });",
    '}',
    '',
  ].join('\n'),
};

describe("Wreck's payload", () => {
  it('is the body of the request: its keys are renamed and a moved id goes to the path', async () => {
    await migrateSmallProject('wreck-payload-', files, { from: 4, to: 6 }, async (dir) => {
      const out = await readFile(join(dir, 'src/compliance.ts'), 'utf8');
      expect(out).toContain(
        "wreck.post('/categories', { headers: { 'X-Company-Context': '7' }, payload: { categoryName: recordName, categoryCode: recordCode } });",
      );
      expect(out).toContain('wreck.put(`/notificationProfiles/${id}`, { payload: { name } });');
    });
  }, 60_000);

  it("another client's body with a payload field keeps the keys inside it; another service's Wreck is left", async () => {
    await expectLookAlikesUntouched(
      'wreck-look-alike-',
      files,
      ['src/billing.ts'],
      { from: 4, to: 6 },
      async (dir) => {
        const envelope = await readFile(join(dir, 'src/envelope.ts'), 'utf8');
        expect(envelope).toContain("return api.post('/categories', { payload: { recordName } });");
        expect(envelope).not.toContain('categoryName:');
      },
    );
  }, 60_000);
});
