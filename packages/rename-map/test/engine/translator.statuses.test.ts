import { expect, it } from 'vitest';
import { createTranslator, InvalidMapError } from '../../src/index.js';
import { change, mapWith, onBothRewriters } from '../helpers.js';

const on = { endpoint: 'GET /categories', in: 'response' } as const;
const map = mapWith([
  change('v6.s.flag', 6, { kind: 'field.removed', ...on, field: 'legacyFlag', restore: 'N' }),
  change('v6.s.name', 6, { kind: 'field.renamed', ...on, from: 'title', to: 'name' }),
  change('v6.s.code', 6, {
    kind: 'field.renamed',
    ...on,
    from: 'errorCode',
    to: 'error',
    statuses: ['4xx'],
  }),
  change('v6.s.gone', 6, {
    kind: 'field.added',
    ...on,
    field: 'retryAfter',
    default: 0,
    statuses: [410],
  }),
]);
const t64 = createTranslator(map, 6, 4);
const t46 = createTranslator(map, 4, 6);
const error = JSON.stringify({ error: 'NOT_FOUND', message: 'no such category' });

onBothRewriters('response status', () => {
  it('restores a removed field on a success body (2xx, or no status given)', () => {
    const body = JSON.stringify({ name: 'Fire' });
    for (const status of [undefined, 200, 201]) {
      const out = t64.response({ method: 'GET', path: '/categories', body, status });
      expect(JSON.parse(out.body)).toEqual({ title: 'Fire', legacyFlag: 'N' });
    }
  });

  it('leaves an error body without the restored value or undeclared renames', () => {
    for (const status of [400, 404, 500]) {
      const out = t64.response({
        method: 'GET',
        path: '/categories',
        body: JSON.stringify({ error: 'E', name: 'kept' }),
        status,
      });
      // 4xx: only the rename declared for 4xx (error → errorCode); name and legacyFlag untouched.
      expect(JSON.parse(out.body)).toEqual(
        status < 500 ? { errorCode: 'E', name: 'kept' } : { error: 'E', name: 'kept' },
      );
    }
    const out = t64.response({ method: 'GET', path: '/categories', body: error, status: 500 });
    expect(out.body).toBe(error);
    expect(out.applied).toEqual([]);
  });

  it('applies a change declared for one status to that status only', () => {
    const gone = t46.response({ method: 'GET', path: '/categories', body: '{"error":"GONE"}', status: 410 });
    expect(JSON.parse(gone.body)).toEqual({ error: 'GONE', retryAfter: 0 });
    const notFound = t46.response({ method: 'GET', path: '/categories', body: '{"error":"X"}', status: 404 });
    expect(JSON.parse(notFound.body)).toEqual({ error: 'X' });
  });

  it('gives the bytes path the same answer as the text path', () => {
    // responseBytes may decline (undefined) and leave the body to the text path, as the proxy does.
    const viaBytes = (body: string, status: number): string => {
      const input = { method: 'GET', path: '/categories', status };
      const fast = t64.responseBytes({ ...input, body: Buffer.from(body) });
      return fast ? Buffer.from(fast.body).toString() : t64.response({ ...input, body }).body;
    };
    expect(viaBytes(error, 503)).toBe(error);
    expect(JSON.parse(viaBytes('{"name":"A"}', 200))).toEqual({ title: 'A', legacyFlag: 'N' });
  });

  it('still marks the endpoint as changing its responses when only an error status has changes', () => {
    const only404 = mapWith([
      change('v6.s.only', 6, {
        kind: 'field.renamed',
        endpoint: 'GET /widgets',
        in: 'response',
        from: 'a',
        to: 'b',
        statuses: [404],
      }),
    ]);
    expect(createTranslator(only404, 6, 5).route('GET', '/widgets').responseBody).toBe(true);
  });
});

it('refuses statuses that are neither codes nor classes', () => {
  expect(() =>
    mapWith([change('v6.s.bad', 6, { kind: 'field.renamed', ...on, from: 'a', to: 'b', statuses: ['2XX'] })]),
  ).toThrow(InvalidMapError);
  expect(() =>
    mapWith([change('v6.s.bad', 6, { kind: 'field.renamed', ...on, from: 'a', to: 'b', statuses: [700] })]),
  ).toThrow(InvalidMapError);
  expect(() =>
    mapWith([
      change('v6.s.req', 6, {
        kind: 'field.renamed',
        endpoint: 'POST /categories',
        in: 'request',
        from: 'a',
        to: 'b',
        statuses: ['2xx'],
      }),
    ]),
  ).toThrow(/only responses have a status/);
});
