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
