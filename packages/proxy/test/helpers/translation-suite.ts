import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPREADSHEET, XLSX_TYPE, startFakeV6 } from './fake-v6.js';
import type { TestServer } from './servers.js';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Call = (
  method: string,
  path: string,
  init?: { headers?: Record<string, string>; body?: string | Buffer },
) => Promise<Answer>;

export const AUTH = { authorization: 'Bearer secret-token-123', 'x-company-context': '1001' };

/**
 * The translation cases every way of translating must pass (the reverse proxy and the interceptor):
 * a v4 client over the fake v6 upstream, with the test overlay.
 */
export function translationSuite(
  name: string,
  setup: (upstream: TestServer) => Promise<{ call: Call; close(): Promise<void> }>,
) {
  describe(name, () => {
    let upstream: TestServer;
    let call: Call;
    let close: () => Promise<void>;
    const last = () => upstream.received.at(-1)!;
    const parsed = (a: Answer): unknown => JSON.parse(a.body.toString('utf8'));

    beforeAll(async () => {
      upstream = await startFakeV6();
      ({ call, close } = await setup(upstream));
    });
    afterAll(async () => {
      await close();
      await upstream.close();
    });

    it('translates the path and query of a request, and the response body back', async () => {
      const answer = await call('GET', '/records?pageSize=5&other=x%20y', { headers: AUTH });
      expect(last().url).toBe('/api/v6/categories?limit=5&other=x%20y');
      expect(answer.status).toBe(200);
      expect(parsed(answer)).toEqual({
        data: [
          { id: 1, recordName: 'Fire safety' },
          { id: 2, recordName: 'Électricité' },
        ],
        total: 2,
      });
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers.warning).toBeUndefined();
    });

    it('answers many translated requests at once, each with its own body', async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) => call('GET', `/records?n=${n}`, { headers: AUTH })),
      );
      answers.forEach((answer, n) => {
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(parsed(answer)).toEqual({
          data: Array.from({ length: n + 1 }, (_, i) => ({ id: i, recordName: `n${n}-${i}` })),
          total: 1,
        });
      });
      // And again, on memory the first answers gave back.
      const again = await call('GET', '/records?n=3', { headers: AUTH });
      expect(parsed(again)).toMatchObject({ data: [{ recordName: 'n3-0' }, {}, {}, { recordName: 'n3-3' }] });
    });

    it('translates a request body, with a correct Content-Length upstream', async () => {
      const answer = await call('POST', '/records', {
        headers: { ...AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({ recordName: 'Ünïcode ✓' }),
      });
      expect(last().method).toBe('POST');
      expect(last().url).toBe('/api/v6/categories');
      expect(JSON.parse(last().body)).toEqual({ name: 'Ünïcode ✓' });
      expect(Number(last().headers['content-length'])).toBe(Buffer.byteLength(last().body));
      expect(answer.status).toBe(201);
      expect(parsed(answer)).toEqual({ id: 3, recordName: 'Ünïcode ✓' });
    });

    it('moves the notification profile id from the body into the path', async () => {
      const answer = await call('PUT', '/notificationProfiles/update', {
        headers: { ...AUTH, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ id: 7, profileName: 'Weekly' }),
      });
      expect(last().method).toBe('PUT');
      expect(last().url).toBe('/api/v6/notificationProfiles/7');
      expect(JSON.parse(last().body)).toEqual({ name: 'Weekly' });
      expect(answer.status).toBe(200);
    });

    it('flags a lossy translation in a Warning header', async () => {
      const answer = await call('GET', '/profiles/search', { headers: AUTH });
      expect(parsed(answer)).toEqual({
        data: [
          { id: 10, userId: 101 },
          { id: 11, userId: 103 },
        ],
      });
      const warning = [answer.headers.warning ?? []].flat().join('\n');
      expect(warning).toContain(
        '299 compliance-migrate "lossy: v6.field.profile-users at $.data[0].userIds (many-to-one)"',
      );
      expect(warning).not.toContain('data[1]');
    });

    it('translates error bodies and renamed query parameters', async () => {
      const answer = await call('GET', '/items/search?text=ext', { headers: AUTH });
      expect(last().url).toBe('/api/v6/items/search?q=ext');
      expect(answer.status).toBe(400);
      expect(parsed(answer)).toEqual({
        error: 'bad_query',
        message: 'no such item',
        data: [{ name: 'Extinguisher' }],
      });
    });

    it('decodes a gzip upstream body before translating it', async () => {
      const answer = await call('GET', '/records?gzip=1', {
        headers: { ...AUTH, 'accept-encoding': 'gzip' },
      });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect((parsed(answer) as { data: unknown[] }).data[0]).toEqual({ id: 1, recordName: 'Fire safety' });
    });

    it('passes malformed upstream JSON through untouched', async () => {
      const answer = await call('GET', '/records?bad=1', { headers: AUTH });
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe('{"data": [ {"name": ');
    });

    it('streams a spreadsheet export through unchanged', async () => {
      const answer = await call('GET', '/items/exportToExcel?from=2024', { headers: AUTH });
      expect(last().url).toBe('/api/v6/items/exporttoexcel?from=2024');
      expect(answer.headers['content-type']).toBe(XLSX_TYPE);
      expect(answer.body.equals(SPREADSHEET)).toBe(true);
    });

    it('forwards Authorization and X-Company-Context unchanged', async () => {
      await call('GET', '/records', { headers: AUTH });
      expect(last().headers.authorization).toBe(AUTH.authorization);
      expect(last().headers['x-company-context']).toBe('1001');
    });

    it('passes a request body that is not JSON through untouched', async () => {
      await call('PUT', '/records/5', {
        headers: { ...AUTH, 'content-type': 'application/json' },
        body: '{oops',
      });
      expect(last().url).toBe('/api/v6/categories/5');
      expect(last().body).toBe('{oops');
    });
  });
}
