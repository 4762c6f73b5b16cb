import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, FULL_SCOPE } from './flows.js';
import { startTarget } from './target.js';
import type { Target, Transport } from './target.js';

/** The spec's error body (§7): `error` required, `message` and `error_description` optional strings. */
async function expectErrorBody(
  response: Response,
  status: number,
  error?: string,
): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(typeof body.error).toBe('string');
  if (error) expect(body.error).toBe(error);
  for (const key of Object.keys(body)) expect(['error', 'message', 'error_description']).toContain(key);
  return body;
}

/** Spec §5.1, §5.2 and §7: the service's bearer tokens, company context and errors, tokens from the library. */
export function serviceSuite(transport: Transport): void {
  describe(`compliance service over ${transport} (spec §5.1, §5.2, §7)`, () => {
    let target: Target;
    let alice: string;
    beforeAll(async () => {
      target = await startTarget(transport);
      alice = (
        await target
          .client('demo-client')
          .password({ username: 'alice', password: 'alice-password', scope: FULL_SCOPE })
      ).accessToken;
    });
    afterEach(() => target.sandbox.faults.reset());
    afterAll(() => target.close());

    it('§5.1 Authorization: Bearer <token> is required: 401 with WWW-Authenticate otherwise', async () => {
      const none = await callApi(target, 6, '/categories', { company: '1001' });
      await expectErrorBody(none, 401, 'unauthorized');
      expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const forged = await callApi(target, 6, '/categories', { token: `${alice}x`, company: '1001' });
      await expectErrorBody(forged, 401, 'invalid_token');
      expect(forged.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect((await callApi(target, 6, '/categories', { token: alice, company: '1001' })).status).toBe(200);
    });

    it('§5.1 access tokens last 1800 seconds', () => {
      const claims = decodeJwt(alice);
      expect(claims.exp! - claims.iat!).toBe(1800);
    });

    it('§5.1/§5.4 a token issued without resources_accounts_api is refused: 403 insufficient_scope', async () => {
      const openidOnly = await target
        .client('demo-client')
        .password({ username: 'alice', password: 'alice-password', scope: ['openid'] });
      const response = await callApi(target, 6, '/categories', {
        token: openidOnly.accessToken,
        company: '1001',
      });
      await expectErrorBody(response, 403, 'insufficient_scope');
      expect(response.headers.get('www-authenticate')).toBe(
        'Bearer error="insufficient_scope", scope="resources_accounts_api"',
      );
    });

    it('§5.2 X-Company-Context: required, exactly one numeric company, one the user belongs to', async () => {
      await expectErrorBody(
        await callApi(target, 6, '/categories', { token: alice }),
        400,
        'invalid_company_context',
      );
      await expectErrorBody(
        await callApi(target, 6, '/categories', { token: alice, company: '1001,1002' }),
        400,
        'invalid_company_context',
      );
      await expectErrorBody(
        await callApi(target, 6, '/categories', { token: alice, company: '9999' }),
        403,
        'forbidden',
      );
    });

    it('§5.2 the company selects the data and the role the permissions', async () => {
      const in1001 = (await (
        await callApi(target, 6, '/categories', { token: alice, company: '1001' })
      ).json()) as {
        data: { id: number }[];
      };
      const in1002 = (await (
        await callApi(target, 6, '/categories', { token: alice, company: '1002' })
      ).json()) as {
        data: { id: number }[];
      };
      expect(in1001.data.length).toBeGreaterThan(0);
      expect(in1001.data).not.toEqual(in1002.data);
      const create = {
        token: alice,
        method: 'POST',
        body: JSON.stringify({ categoryName: 'Conformance' }),
      };
      // alice is an admin in 1001 and read-only in 1002.
      expect((await callApi(target, 6, '/categories', { ...create, company: '1001' })).status).toBe(200);
      await expectErrorBody(
        await callApi(target, 6, '/categories', { ...create, company: '1002' }),
        403,
        'forbidden',
      );
    });

    it('§7 200, 400, 401, 403, 404 and 500, each with the spec error body', async () => {
      expect((await callApi(target, 4, '/records', { token: alice, company: '1001' })).status).toBe(200);
      await expectErrorBody(
        await callApi(target, 6, '/categories', {
          token: alice,
          company: '1001',
          method: 'POST',
          body: '{nope',
        }),
        400,
        'invalid_request',
      );
      await expectErrorBody(await callApi(target, 6, '/categories', { company: '1001' }), 401);
      await expectErrorBody(await callApi(target, 6, '/categories', { token: alice, company: '9999' }), 403);
      await expectErrorBody(
        await callApi(target, 5, '/records', { token: alice, company: '1001' }),
        404,
        'not_found',
      );
      target.sandbox.faults.set({ failNext: 1 });
      await expectErrorBody(
        await callApi(target, 6, '/categories', { token: alice, company: '1001' }),
        500,
        'server_error',
      );
    });

    it('§7 a v4 path under v6 is a 404 whatever its body: the route is matched before the body is read', async () => {
      for (const body of ['', '{}', '{nope']) {
        await expectErrorBody(
          await callApi(target, 6, '/notificationProfiles/update', {
            token: alice,
            company: '1001',
            method: 'PUT',
            body,
          }),
          404,
          'not_found',
        );
      }
      // The same path in v4, where it exists, reads the body.
      await expectErrorBody(
        await callApi(target, 4, '/notificationProfiles/update', {
          token: alice,
          company: '1001',
          method: 'PUT',
          body: '',
        }),
        400,
        'invalid_request',
      );
    });

    it('§7 rule 2: a failed token request answers JSON with error', async () => {
      const response = await target.fetch(`${target.sandbox.issuer}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          client_id: 'demo-client',
          client_secret: 'wrong',
        }),
      });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { error: string }).error).toBe('invalid_client');
    });
  });
}
