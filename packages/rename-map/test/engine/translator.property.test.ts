import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createTranslator } from '../../src/index.js';
import { change, mapWith, onBothRewriters } from '../helpers.js';

const on = { endpoint: 'GET /categories', in: 'response' } as const;
const map = mapWith([
  change('v5.p.list', 5, { kind: 'field.renamed', ...on, at: '', from: 'records', to: 'data' }),
  change('v5.p.name', 5, { kind: 'field.renamed', ...on, at: 'data[]', from: 'recordName', to: 'name' }),
  change('v5.p.header', 5, {
    kind: 'value.renamed',
    ...on,
    at: 'data[].answers[]',
    field: 'headerId',
    values: { A: 'ALPHA', B: 'BETA' },
  }),
  change('v6.p.users', 6, { kind: 'field.toMany', ...on, at: 'data[]', from: 'userId', to: 'userIds' }),
  change('v6.p.added', 6, { kind: 'field.added', ...on, at: 'data[]', field: 'colour', default: 'none' }),
  change('v5.p.req-name', 5, {
    kind: 'field.renamed',
    endpoint: 'POST /categories',
    in: 'request',
    from: 'recordName',
    to: 'name',
  }),
  change('v6.p.req-users', 6, {
    kind: 'field.toMany',
    endpoint: 'POST /categories',
    in: 'request',
    from: 'userId',
    to: 'userIds',
  }),
]);

const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
const record = fc.record(
  {
    recordName: fc.string(),
    userId: fc.oneof(fc.integer(), fc.constant(null)),
    answers: fc.array(fc.record({ headerId: fc.constantFrom('A', 'B', 'C'), value: scalar })),
    extra: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);
const v4Body = fc.record(
  { records: fc.array(record, { maxLength: 5 }), total: fc.integer() },
  { requiredKeys: [] },
);

const t45 = createTranslator(map, 4, 5);
const t56 = createTranslator(map, 5, 6);
const t46 = createTranslator(map, 4, 6);
const t64 = createTranslator(map, 6, 4);

onBothRewriters('translator properties', () => {
  it('4→5→6 equals 4→6', () => {
    fc.assert(
      fc.property(v4Body, (body) => {
        const text = JSON.stringify(body);
        const toFive = t45.response({ method: 'GET', path: '/records', body: text });
        const viaFive = t56.response({ method: 'GET', path: '/categories', body: toFive.body });
        const direct = t46.response({ method: 'GET', path: '/records', body: text });
        expect(direct.body).toBe(viaFive.body);
        expect(new Set(direct.applied)).toEqual(new Set([...toFive.applied, ...viaFive.applied]));
        expect(direct.lossy).toEqual([...toFive.lossy, ...viaFive.lossy]);
      }),
    );
  });

  it('4→5→6 equals 4→6 for request bodies too', () => {
    fc.assert(
      fc.property(record, (body) => {
        const text = JSON.stringify(body);
        const toFive = t45.request({ method: 'POST', path: '/records', body: text });
        const viaFive = t56.request({ method: toFive.method, path: toFive.path, body: toFive.body });
        const direct = t46.request({ method: 'POST', path: '/records', body: text });
        expect(direct.body).toBe(viaFive.body);
        expect(direct.path).toBe(viaFive.path);
        expect(new Set(direct.applied)).toEqual(new Set([...toFive.applied, ...viaFive.applied]));
      }),
    );
  });

  it('4→6→4 is the identity wherever no step reports a loss', () => {
    fc.assert(
      fc.property(v4Body, (body) => {
        const text = JSON.stringify(body);
        const up = t46.response({ method: 'GET', path: '/records', body: text });
        const down = t64.response({ method: 'GET', path: '/categories', body: up.body });
        const lossyUp = up.lossy.length > 0;
        const lossyDown = down.lossy.filter((l) => l.reason === 'many-to-one').length > 0;
        if (!lossyUp && !lossyDown) {
          const expected: unknown = JSON.parse(text); // what JSON can carry (-0 becomes 0)
          // colour is v6-only: dropping it on the way back is reported as field-dropped, and v4 never had it.
          expect(JSON.parse(down.body)).toEqual(expected);
        }
      }),
    );
  });

  it('never throws, whatever the text, and returns valid JSON for valid JSON', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          for (const t of [t46, t64]) {
            const res = t.response({
              method: 'GET',
              path: t === t46 ? '/records' : '/categories',
              body: text,
            });
            let valid = true;
            try {
              JSON.parse(text);
            } catch {
              valid = false;
            }
            if (valid) expect(() => JSON.parse(res.body)).not.toThrow();
            else expect(res.body).toBe(text);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on any request: method, path, query and body of any text', () => {
    const builtIn = createTranslator(map, 4, 6);
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'PUT', 'POST', 'get', 'PATCH', ''),
        fc.oneof(
          fc.string(),
          fc.constantFrom(
            '/records/',
            '/notificationProfiles/update',
            '//',
            '/types/%ZZ/archive',
            '/notificationProfiles/%ZZ',
          ),
        ),
        fc.string(),
        fc.option(
          fc.oneof(
            fc.string(),
            fc.jsonValue().map((v) => JSON.stringify(v)),
          ),
          { nil: undefined },
        ),
        (method, path, query, body) => {
          for (const t of [builtIn, t64, t45]) {
            const out = t.request({ method, path, query, body });
            expect(typeof out.path).toBe('string');
            t.response({ method, path, body: body ?? '' });
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('requests: 4→6 then 6→4 gives back the path and query', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom('records', 'types'), (id, collection) => {
        const path = `/${collection}/${id}/restore`;
        const up = t46.request({ method: 'PUT', path, query: 'x=1' });
        expect(t64.request({ method: 'PUT', path: up.path, query: up.query })).toMatchObject({
          path,
          query: 'x=1',
        });
      }),
    );
  });
});
