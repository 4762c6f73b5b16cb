import { expect, it } from 'vitest';
import { createTranslator } from '../../src/index.js';
import { change, mapWith, onBothRewriters } from '../helpers.js';

const on = { endpoint: 'GET /categories', in: 'response' } as const;
const map = mapWith([
  change('v5.t.list', 5, { kind: 'field.renamed', ...on, at: '', from: 'records', to: 'data' }),
  change('v5.t.name', 5, { kind: 'field.renamed', ...on, at: 'data[]', from: 'recordName', to: 'name' }),
  change('v5.t.owner', 5, {
    kind: 'field.renamed',
    ...on,
    at: 'data[].owner',
    from: 'fullName',
    to: 'displayName',
  }),
  change('v5.t.header', 5, {
    kind: 'value.renamed',
    ...on,
    at: 'data[].answers[]',
    field: 'headerId',
    values: { REC_NAME: 'CATEGORY_NAME' },
  }),
  change('v5.t.query', 5, {
    kind: 'query.renamed',
    endpoint: 'GET /categories',
    from: 'recordName',
    to: 'name',
  }),
  change('v6.t.users', 6, { kind: 'field.toMany', ...on, at: 'data[]', from: 'userId', to: 'userIds' }),
  change('v6.t.added', 6, { kind: 'field.added', ...on, at: 'data[]', field: 'colour', default: 'none' }),
  change('v6.t.removed', 6, {
    kind: 'field.removed',
    ...on,
    at: 'data[]',
    field: 'legacyCode',
    restore: 'n/a',
  }),
  change('v5.t.req', 5, {
    kind: 'field.renamed',
    endpoint: 'POST /categories',
    in: 'request',
    from: 'recordName',
    to: 'name',
  }),
  change('v6.t.req-users', 6, {
    kind: 'field.toMany',
    endpoint: 'POST /categories',
    in: 'both',
    from: 'ownerId',
    to: 'ownerIds',
  }),
]);

const v4Body = {
  records: [
    {
      recordName: 'Fire safety',
      owner: { fullName: 'Alice', fullNameAlt: 'A' },
      answers: [{ headerId: 'REC_NAME' }, { headerId: 'OTHER' }],
      userId: 7,
      legacyCode: 'X1',
    },
  ],
  total: 1,
};

onBothRewriters('translator', () => {
  it('renames endpoint, query and nested response fields forward, through both steps', () => {
    const t = createTranslator(map, 4, 6);
    const req = t.request({ method: 'get', path: '/records', query: 'recordName=Fire%20safety&page=2' });
    expect(req).toMatchObject({
      method: 'GET',
      path: '/categories',
      query: 'name=Fire%20safety&page=2',
      endpoint: 'GET /categories',
    });
    expect(req.applied).toEqual(['v5.endpoint.list-records-to-categories', 'v5.t.query']);

    const res = t.response({ method: 'GET', path: '/records', body: JSON.stringify(v4Body) });
    expect(JSON.parse(res.body)).toEqual({
      data: [
        {
          name: 'Fire safety',
          owner: { displayName: 'Alice', fullNameAlt: 'A' },
          answers: [{ headerId: 'CATEGORY_NAME' }, { headerId: 'OTHER' }],
          userIds: [7],
          colour: 'none',
        },
      ],
      total: 1,
    });
    expect(res.applied.sort()).toEqual(
      [
        'v5.t.list',
        'v5.t.name',
        'v5.t.owner',
        'v5.t.header',
        'v6.t.users',
        'v6.t.added',
        'v6.t.removed',
      ].sort(),
    );
    expect(res.lossy).toEqual([
      { changeId: 'v6.t.removed', path: '$.data[0].legacyCode', reason: 'field-dropped' },
    ]);
  });

  it('runs every kind backward, keeping the first of several users and flagging the loss', () => {
    const t = createTranslator(map, 6, 4);
    const v6 = {
      data: [
        {
          name: 'A',
          owner: { displayName: 'Al' },
          answers: [{ headerId: 'CATEGORY_NAME' }],
          userIds: [7, 8],
          colour: 'red',
        },
        { name: 'B', userIds: [], colour: 'blue' },
      ],
    };
    const res = t.response({ method: 'GET', path: '/categories', body: JSON.stringify(v6) });
    expect(JSON.parse(res.body)).toEqual({
      records: [
        {
          recordName: 'A',
          owner: { fullName: 'Al' },
          answers: [{ headerId: 'REC_NAME' }],
          userId: 7,
          legacyCode: 'n/a',
        },
        { recordName: 'B', userId: null, legacyCode: 'n/a' },
      ],
    });
    expect(res.lossy).toContainEqual({
      changeId: 'v6.t.users',
      path: '$.data[0].userIds',
      reason: 'many-to-one',
    });
    expect(res.lossy.filter((l) => l.reason === 'field-dropped').map((l) => l.path)).toEqual([
      '$.data[0].colour',
      '$.data[1].colour',
    ]);
    expect(t.request({ method: 'GET', path: '/categories', query: 'name=x' })).toMatchObject({
      path: '/records',
      query: 'recordName=x',
    });
  });

  it('translates request bodies, and `both` changes on both sides', () => {
    const forward = createTranslator(map, 4, 6).request({
      method: 'POST',
      path: '/records',
      body: '{"recordName":"n","ownerId":3}',
    });
    expect(forward).toMatchObject({ path: '/categories', body: '{"name":"n","ownerIds":[3]}' });
    const back = createTranslator(map, 6, 4).response({
      method: 'POST',
      path: '/categories',
      body: '{"ownerIds":[3,4]}',
    });
    expect(back.body).toBe('{"ownerId":3}');
    expect(back.lossy).toHaveLength(1);
  });

  it('moves the notification profile id from the body into the path and back', () => {
    const forward = createTranslator(map, 4, 6).request({
      method: 'PUT',
      path: '/notificationProfiles/update',
      body: '{"id":42,"name":"Weekly"}',
    });
    expect(forward).toMatchObject({
      method: 'PUT',
      path: '/notificationProfiles/42',
      body: '{"name":"Weekly"}',
    });
    expect(forward.applied).toContain('v5.endpoint.notification-profile-update-id-to-path');

    const back = createTranslator(map, 5, 4).request({
      method: 'PUT',
      path: '/notificationProfiles/42',
      body: '{"name":"Weekly"}',
    });
    expect(back).toMatchObject({ path: '/notificationProfiles/update', body: '{"id":42,"name":"Weekly"}' });

    const missing = createTranslator(map, 4, 5).request({
      method: 'PUT',
      path: '/notificationProfiles/update',
      body: '{"name":"x"}',
    });
    expect(missing.path).toBe('/notificationProfiles/update');
    expect(missing.notes[0]?.code).toBe('missing-move-field');
  });

  it('keeps path parameters across renamed endpoints', () => {
    const t = createTranslator(map, 4, 5);
    expect(t.request({ method: 'PUT', path: '/types/17/archive' }).path).toBe('/subcategories/17/archive');
    expect(createTranslator(map, 5, 4).request({ method: 'PUT', path: '/categories/9' }).path).toBe(
      '/records/9',
    );
  });

  it('routes any number of distinct paths right (routes are remembered, in a bounded memo)', () => {
    const t = createTranslator(map, 4, 5);
    for (let id = 1; id <= 10_000; id++) {
      expect(t.request({ method: 'PUT', path: `/types/${id}/archive` }).path).toBe(
        `/subcategories/${id}/archive`,
      );
    }
    expect(t.request({ method: 'PUT', path: '/types/1/archive' }).path).toBe('/subcategories/1/archive');
  });

  it('never takes a literal path the map knows for a parameter template of another endpoint', () => {
    const m = mapWith([
      change('v6.s.profile', 6, {
        kind: 'field.added',
        endpoint: 'GET /profiles/{profileId}',
        in: 'response',
        field: 'tz',
        default: 'UTC',
      }),
    ]);
    const res = createTranslator(m, 5, 6).response({
      method: 'GET',
      path: '/profiles/simpleList',
      body: '{"a":1}',
    });
    expect(res.body).toBe('{"a":1}');
    const profile = createTranslator(m, 5, 6).response({
      method: 'GET',
      path: '/profiles/12',
      body: '{"a":1}',
    });
    expect(JSON.parse(profile.body)).toEqual({ a: 1, tz: 'UTC' });
  });

  it('passes non-JSON through untouched with a note, and never throws', () => {
    const t = createTranslator(map, 4, 6);
    for (const body of ['<html>', '{"records": [1, 2', '{"a":1}}', 'tru', '', '['.repeat(100_000)]) {
      const res = t.response({ method: 'GET', path: '/records', body });
      expect(res.body).toBe(body);
      expect(res.notes.map((n) => n.code)).toEqual(['not-json']);
    }
  });

  it('finds JSON broken anywhere, in parts no change names too, and leaves the whole body untouched', () => {
    const t = createTranslator(map, 4, 5);
    const around = (inner: string) => `{"records":[{"recordName":"a","extra":${inner}}],"total":1}`;
    const broken = [
      '[1 2]',
      '{"a" "b"}',
      '{"a":}',
      '{"a":1,}',
      '[1,]',
      '[tru]',
      '[nul]',
      '1-2',
      '+1',
      '01',
      '1.',
      '.5',
      '1e',
      '[1.5e+]',
      '--1',
      '{"x":[{"y":[1,2}]}',
    ];
    // A bad escape in a string the rewriter reads (a key it compares) is found too, and named.
    const badKey = '{"records":[{"record\\qName":"a"}]}';
    const res = t.response({ method: 'GET', path: '/records', body: badKey });
    expect(res.body).toBe(badKey);
    expect(res.notes[0]?.message).toMatch(/invalid escape/);
    for (const inner of broken) {
      const body = around(inner);
      expect(() => JSON.parse(body)).toThrow();
      const res = t.response({ method: 'GET', path: '/records', body });
      expect(res.body, inner).toBe(body);
      expect(res.notes.map((n) => n.code)).toEqual(['not-json']);
    }
    for (const inner of ['-0', '0', '1e5', '-1.5E-3', '0.25', '[1,[true,false,null],{"k":{}}]', '""']) {
      const res = t.response({ method: 'GET', path: '/records', body: around(inner) });
      expect(JSON.parse(res.body), inner).toEqual({
        data: [{ name: 'a', extra: JSON.parse(inner) }],
        total: 1,
      });
    }
  });

  it('translates around a part no change names however deeply it nests', () => {
    const t = createTranslator(map, 4, 5);
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const res = t.response({ method: 'GET', path: '/records', body: `{"records":[],"x":${deep}}` });
    expect(res.notes).toEqual([]);
    expect(res.body).toBe(`{"data":[],"x":${deep}}`);
  });

  it('leaves a part of unexpected shape untouched and says where', () => {
    const res = createTranslator(map, 4, 5).response({
      method: 'GET',
      path: '/records',
      body: '{"records":{"recordName":"x"},"other":1}',
    });
    expect(res.body).toBe('{"data":{"recordName":"x"},"other":1}');
    expect(res.notes).toEqual([expect.objectContaining({ code: 'unexpected-shape', path: '$.records' })]);
  });

  it('returns the very same text when an endpoint has no body change', () => {
    const body = '{"records" : [ {"recordName":"x"} ] }';
    const t = createTranslator(map, 4, 6);
    expect(t.route('GET', '/nonCompliance/search').responseBody).toBe(false);
    expect(t.response({ method: 'GET', path: '/nonCompliance/search', body }).body).toBe(body);
  });

  it('keeps whitespace, escapes and unrelated text as they were', () => {
    const body = '{\n  "records": [\n    { "recordName": "a\\"b", "x\\u0041": "REC_NAME" }\n  ]\n}';
    const res = createTranslator(map, 4, 5).response({ method: 'GET', path: '/records', body });
    expect(res.body).toBe('{\n  "data": [\n    { "name": "a\\"b", "x\\u0041": "REC_NAME" }\n  ]\n}');
  });

  it('acts on keys and values written with escapes, as on their plain spelling', () => {
    const t = createTranslator(map, 4, 5);
    const body = '{"records":[{"record\\u004eame":"a","answers":[{"headerId":"REC\\u005fNAME"}]}]}';
    const res = t.response({ method: 'GET', path: '/records', body });
    expect(JSON.parse(res.body)).toEqual({ data: [{ name: 'a', answers: [{ headerId: 'CATEGORY_NAME' }] }] });
    expect(res.applied).toEqual(expect.arrayContaining(['v5.t.name', 'v5.t.header']));
  });

  it('acts only on exact names: same length, shared prefix or one character off is left alone', () => {
    const t = createTranslator(map, 4, 5);
    const body =
      '{"records":[{"recordNamE":1,"recordNam_":2,"recordName":3,"answers":[{"headerIe":"REC_NAME","headerId":"REC_NAMF"},{"headerId":"REC_NAME"}]}]}';
    const res = t.response({ method: 'GET', path: '/records', body });
    expect(JSON.parse(res.body)).toEqual({
      data: [
        {
          recordNamE: 1,
          recordNam_: 2,
          name: 3,
          answers: [{ headerIe: 'REC_NAME', headerId: 'REC_NAMF' }, { headerId: 'CATEGORY_NAME' }],
        },
      ],
    });
  });

  it('adds a field only where it is missing', () => {
    const t = createTranslator(map, 5, 6);
    const res = t.response({ method: 'GET', path: '/categories', body: '{"data":[{"colour":"red"},{}]}' });
    expect(JSON.parse(res.body)).toEqual({ data: [{ colour: 'red' }, { colour: 'none' }] });
  });

  it('adds any number of fields to one object', () => {
    const added = Array.from({ length: 40 }, (_, i) =>
      change(`v6.many.f${i}`, 6, {
        kind: 'field.added' as const,
        endpoint: 'GET /things',
        in: 'response' as const,
        field: `f${i}`,
        default: i,
      }),
    );
    const t = createTranslator(mapWith(added), 5, 6);
    const out = JSON.parse(t.response({ method: 'GET', path: '/things', body: '{"f3":"kept"}' }).body);
    expect(Object.keys(out)).toHaveLength(40);
    expect(out.f3).toBe('kept');
    expect(out.f39).toBe(39);
  });

  it('removes members anywhere in an object with valid commas', () => {
    const t = createTranslator(map, 5, 6);
    for (const [input, output] of [
      ['{"data":[{"legacyCode":1,"a":2}]}', { data: [{ a: 2, colour: 'none' }] }],
      ['{"data":[{"a":1,"legacyCode":1}]}', { data: [{ a: 1, colour: 'none' }] }],
      ['{"data":[{"legacyCode":1}]}', { data: [{ colour: 'none' }] }],
      ['{"data":[{"a":0,"legacyCode":1,"b":2}]}', { data: [{ a: 0, b: 2, colour: 'none' }] }],
    ] as const) {
      expect(JSON.parse(t.response({ method: 'GET', path: '/categories', body: input }).body)).toEqual(
        output,
      );
    }
  });

  it('writes a body with a million edits whole (the output is built as one long rope)', () => {
    const t = createTranslator(map, 4, 5);
    const rows = 1_000_000;
    const body = `{"records":[${'{"recordName":"x"},'.repeat(rows - 1)}{"recordName":"x"}]}`;
    const out = t.response({ method: 'GET', path: '/records', body }).body;
    expect(out.length).toBe(body.length - rows * 'record'.length + 'data'.length - 'records'.length);
    expect(Buffer.from(out).toString()).toBe(`{"data":[${'{"name":"x"},'.repeat(rows - 1)}{"name":"x"}]}`);
  });
});
