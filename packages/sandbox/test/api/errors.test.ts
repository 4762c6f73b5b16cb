import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox } from '../../src/index.js';
import type { Sandbox } from '../../src/index.js';
import { callApi, passwordToken } from '../helpers.js';

let sandbox: Sandbox;
let alice: string;
let bob: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  alice = (await passwordToken(sandbox, 'alice')).access_token;
  bob = (await passwordToken(sandbox, 'bob')).access_token;
});
afterAll(() => sandbox.close());

async function expectError(response: Response, status: number, error: string): Promise<void> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.error).toBe(error);
  expect(Object.keys(body).every((k) => ['error', 'message', 'error_description'].includes(k))).toBe(true);
}

describe('service errors', () => {
  it('401 without a token', async () => {
    await expectError(await callApi(sandbox, 6, '/categories', { company: '1001' }), 401, 'unauthorized');
  });
  it('401 with a forged token', async () => {
    const forged = `${alice.slice(0, -4)}AAAA`;
    await expectError(
      await callApi(sandbox, 6, '/categories', { token: forged, company: '1001' }),
      401,
      'invalid_token',
    );
  });
  it('400 without or with a malformed company context', async () => {
    await expectError(
      await callApi(sandbox, 5, '/categories', { token: alice }),
      400,
      'invalid_company_context',
    );
    await expectError(
      await callApi(sandbox, 5, '/categories', { token: alice, company: '1001,1002' }),
      400,
      'invalid_company_context',
    );
    await expectError(
      await callApi(sandbox, 5, '/categories', { token: alice, company: 'acme' }),
      400,
      'invalid_company_context',
    );
  });
  it('403 for a company the user is not in', async () => {
    await expectError(
      await callApi(sandbox, 4, '/records', { token: bob, company: '1001' }),
      403,
      'forbidden',
    );
  });
  it('403 for writes with a read-only role', async () => {
    const body = { categoryName: 'X' };
    await expectError(
      await callApi(sandbox, 5, '/categories', { token: bob, company: '1002', method: 'POST', body }),
      403,
      'forbidden',
    );
    await expectError(
      await callApi(sandbox, 5, '/categories', { token: alice, company: '1002', method: 'POST', body }),
      403,
      'forbidden',
    );
  });
  it("404 for unknown endpoints, other versions' paths and unknown ids", async () => {
    await expectError(
      await callApi(sandbox, 6, '/nope', { token: alice, company: '1001' }),
      404,
      'not_found',
    );
    await expectError(
      await callApi(sandbox, 5, '/records', { token: alice, company: '1001' }),
      404,
      'not_found',
    );
    await expectError(
      await callApi(sandbox, 6, '/items/exportToExcel', { token: alice, company: '1001' }),
      404,
      'not_found',
    );
    await expectError(
      await callApi(sandbox, 6, '/items/999999', { token: alice, company: '1001' }),
      404,
      'not_found',
    );
    const otherCompanyItem = 401; // items of company 1002 start after the 400 of company 1001
    await expectError(
      await callApi(sandbox, 6, `/items/${otherCompanyItem}`, { token: alice, company: '1001' }),
      404,
      'not_found',
    );
  });
  it('400 for invalid JSON, unknown fields of another version and bad query parameters', async () => {
    const response = await fetch(`${sandbox.apiUrl(5)}/categories`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice}`,
        'x-company-context': '1001',
        'content-type': 'application/json',
      },
      body: '{"categoryName":',
    });
    await expectError(response, 400, 'invalid_request');
    const v4Body = { recordName: 'Old name' };
    await expectError(
      await callApi(sandbox, 6, '/categories', {
        token: alice,
        company: '1001',
        method: 'POST',
        body: v4Body,
      }),
      400,
      'invalid_request',
    );
    await expectError(
      await callApi(sandbox, 6, '/items/search?pageSize=0', { token: alice, company: '1001' }),
      400,
      'invalid_request',
    );
  });
  it('400 naming a nested object field that is missing or not an object, not the body', async () => {
    const post = (body: unknown): Promise<Response> =>
      callApi(sandbox, 6, '/profiles/scheduled', { token: alice, company: '1001', method: 'POST', body });
    const base = {
      profileName: 'Weekly walk',
      templateId: 1,
      categoryId: 1,
      subCategoryId: 1,
      assignedUserIds: [2],
    };
    for (const [schedule, message] of [
      [undefined, 'Field "schedule" must be a JSON object (it is missing).'],
      ['weekly', 'Field "schedule" must be a JSON object.'],
      [{ frequency: 'weekly', every: 2 }, 'Unknown field(s) in "schedule": every.'],
    ] as const) {
      const response = await post({ ...base, schedule });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
  });
  it('500 with the spec body when the service fails', async () => {
    sandbox.faults.set({ failNext: 1 });
    await expectError(
      await callApi(sandbox, 6, '/categories', { token: alice, company: '1001' }),
      500,
      'server_error',
    );
  });
});

describe('expired tokens', () => {
  it('401 once the access token has expired', async () => {
    const short = await startSandbox({ accessTokenTtl: 3 });
    try {
      const { access_token } = await passwordToken(short);
      expect((await callApi(short, 6, '/categories', { token: access_token, company: '1001' })).status).toBe(
        200,
      );
      // The sandbox runs in this process: moving Date (only Date; timers and I/O stay real) ages the token.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 4100);
      const response = await callApi(short, 6, '/categories', { token: access_token, company: '1001' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error: 'invalid_token',
        error_description: 'The access token has expired.',
      });
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });
});
