import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/index.js';
import { change, mapWith } from '../helpers.js';

const on = { endpoint: 'GET /categories', in: 'response' } as const;
const map = mapWith([
  change('v5.b.list', 5, { kind: 'field.renamed', ...on, at: '', from: 'records', to: 'data' }),
  change('v5.b.name', 5, { kind: 'field.renamed', ...on, at: 'data[]', from: 'recordName', to: 'name' }),
  change('v6.b.users', 6, { kind: 'field.toMany', ...on, at: 'data[]', from: 'userId', to: 'userIds' }),
  change('v6.b.removed', 6, { kind: 'field.removed', ...on, at: 'data[]', field: 'code', restore: 'n/a' }),
]);
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('Translator.responseBytes', () => {
  const t45 = createTranslator(map, 4, 5);
  const t64 = createTranslator(map, 6, 4);

  it('gives the bytes of what response() gives, written where the caller allocates', () => {
    const text = JSON.stringify({ records: [{ recordName: 'Prüfung 检查', userId: 3 }], total: 1 });
    const slab = Buffer.alloc(4096);
    const sizes: number[] = [];
    const allocate = (size: number) => (sizes.push(size), slab.subarray(0, size));
    const out = t45.responseBytes({ method: 'GET', path: '/records', body: bytes(text), allocate })!;
    const expected = t45.response({ method: 'GET', path: '/records', body: text });
    expect(out.changed).toBe(true);
    expect(Buffer.from(out.body).equals(bytes(expected.body))).toBe(true);
    expect(out.body.buffer).toBe(slab.buffer);
    expect(sizes).toEqual([bytes(expected.body).length]);
    expect(out.applied).toEqual(expected.applied);
  });

  it('hands back the very bytes when nothing changes, and for an endpoint no change names', () => {
    const body = bytes('{"other":1}');
    const unchanged = t45.responseBytes({ method: 'GET', path: '/records', body })!;
    expect(unchanged.body).toBe(body);
    expect(unchanged.changed).toBe(false);
    expect(t45.responseBytes({ method: 'GET', path: '/nonCompliance/search', body })!.body).toBe(body);
  });

  it('declines what only the text path reports or decodes the same way', () => {
    const ask = (body: Buffer, t = t45, path = '/records') => t.responseBytes({ method: 'GET', path, body });
    expect(ask(bytes('{"records":[1,]}'))).toBeUndefined(); // not JSON: response() notes it
    expect(ask(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))).toBeUndefined(); // not UTF-8
    // 4 → 6 drops `code`, a loss to report: a plan for the text path.
    const t46 = createTranslator(map, 4, 6);
    const dropped = '{"records":[{"code":"x"}]}';
    expect(ask(bytes(dropped), t46)).toBeUndefined();
    expect(t46.response({ method: 'GET', path: '/records', body: dropped }).lossy).toHaveLength(1);
    // 6 → 4 shows two users as one, also a loss; one user is not.
    expect(ask(bytes('{"data":[{"userIds":[1,2]}]}'), t64, '/categories')).toBeUndefined();
    const one = ask(bytes('{"data":[{"userIds":[1]}]}'), t64, '/categories')!;
    expect(Buffer.from(one.body).toString()).toBe('{"records":[{"userId":1,"code":"n/a"}]}');
  });
});

describe('Translator.responseRoute', () => {
  const t45 = createTranslator(map, 4, 5);
  const t64 = createTranslator(map, 6, 4);
  const list = JSON.stringify({ records: [{ recordName: 'a', userId: 1 }, { recordName: 'b' }], total: 2 });

  it('is resolved once per endpoint and translates as responseBytes and response do', () => {
    const route = t45.responseRoute('get', '/records');
    expect(t45.responseRoute('GET', '/records')).toBe(route); // remembered, the method normalised
    expect(route.changes).toBe(true);
    const viaRoute = route.bytes(bytes(list))!;
    const viaInput = t45.responseBytes({ method: 'GET', path: '/records', body: bytes(list) })!;
    expect(Buffer.from(viaRoute.body).toString()).toBe(Buffer.from(viaInput.body).toString());
    expect(viaRoute.applied).toEqual(viaInput.applied);
    expect(route.text(list)).toEqual(t45.response({ method: 'GET', path: '/records', body: list }));
  });

  it('tells the plans of statuses apart: an error body keeps what only a success changes', () => {
    const route = t45.responseRoute('GET', '/records');
    expect(route.bytes(bytes(list), 201)!.changed).toBe(true);
    const error = route.bytes(bytes(list), 404)!;
    expect(error.changed).toBe(false);
    expect(route.text(list, 500).body).toBe(list);
    expect(route.bytes(bytes(list), 200)!.changed).toBe(true); // the success plan again, after the others
  });

  it('says when an endpoint has no response change, and hands its bytes back', () => {
    const route = t45.responseRoute('GET', '/nonCompliance/search');
    expect(route.changes).toBe(false);
    const body = bytes('{"records":[]}');
    expect(route.bytes(body)!.body).toBe(body);
  });

  it('checks UTF-8 unless the caller says it has', () => {
    const route = t64.responseRoute('GET', '/categories');
    const bad = Buffer.concat([bytes('{"data":[{"userIds":[1],"x":"'), Buffer.from([0xff]), bytes('"}]}')]);
    expect(route.bytes(bad)).toBeUndefined();
    // Vouched for (the proxy has just checked): not checked again, so even these bytes are rewritten.
    expect(route.bytes(bad, 200, undefined, true)!.changed).toBe(true);
    const good = bytes('{"data":[{"userIds":[1],"x":"é"}]}');
    const out = route.bytes(good, 200, undefined, true)!;
    expect(Buffer.from(out.body).toString()).toBe('{"records":[{"userId":1,"x":"é","code":"n/a"}]}');
  });
});
