import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FaultConfigError, parseFaultConfig, startSandbox } from '../../src/index.js';
import type { Sandbox } from '../../src/index.js';
import { callApi, passwordToken } from '../helpers.js';

let sandbox: Sandbox;
let token: string;
const get = (version: 4 | 5 | 6, path: string) => callApi(sandbox, version, path, { token, company: '1001' });

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await passwordToken(sandbox)).access_token;
});
afterEach(() => sandbox.faults.reset());
afterAll(() => sandbox.close());

describe('faults', () => {
  it('are off by default', async () => {
    expect(sandbox.faults.config).toEqual({});
    expect((await get(6, '/categories')).status).toBe(200);
  });

  it('fail the next N requests with 500', async () => {
    sandbox.faults.set({ failNext: 2 });
    expect((await get(6, '/categories')).status).toBe(500);
    expect((await get(6, '/categories')).status).toBe(500);
    expect((await get(6, '/categories')).status).toBe(200);
  });

  it('fail every request at error rate 1', async () => {
    sandbox.faults.set({ errorRate: 1 });
    expect((await get(5, '/categories')).status).toBe(500);
  });

  it('add latency', async () => {
    sandbox.faults.set({ latencyMs: 150 });
    const started = performance.now();
    await get(6, '/categories');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('cut JSON bodies short', async () => {
    sandbox.faults.set({ malformedJson: true });
    const response = await get(6, '/categories');
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('drop connections', async () => {
    sandbox.faults.set({ dropNext: 1 });
    await expect(get(6, '/categories')).rejects.toThrow();
    expect((await get(6, '/categories')).status).toBe(200);
  });

  it('apply regressions only to their version and endpoint', async () => {
    sandbox.faults.set({
      regressions: [
        {
          version: 6,
          endpoint: 'GET /items/{itemid}',
          dropField: 'historyCount',
          renameField: { from: 'itemName', to: 'name' },
        },
        { version: 6, endpoint: 'GET /categories', status: 404 },
        { version: 5, volatileField: 'generatedAt' },
      ],
    });
    const v6 = (await (await get(6, '/items/1')).json()) as Record<string, unknown>;
    expect(v6).not.toHaveProperty('historyCount');
    expect(v6).toHaveProperty('name');
    expect(v6).not.toHaveProperty('itemName');
    expect((await get(6, '/categories')).status).toBe(404);
    expect((await get(4, '/records')).status).toBe(200);
    const a = (await (await get(5, '/categories')).json()) as Record<string, unknown>;
    const b = (await (await get(5, '/categories')).json()) as Record<string, unknown>;
    expect(a.generatedAt).toBeTypeOf('string');
    expect(a.generatedAt).not.toBe(b.generatedAt);
    const v4 = (await (await get(4, '/items/1')).json()) as Record<string, unknown>;
    expect(v4).toHaveProperty('itemName');
  });

  it('are controlled over HTTP', async () => {
    const post = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: 1 }),
    });
    expect(post.status).toBe(200);
    expect(sandbox.faults.config).toEqual({ failNext: 1 });
    expect((await get(6, '/categories')).status).toBe(500);
    const bad = await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'POST', body: '{"latencyMs":-1}' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_request' });
    sandbox.faults.set({ latencyMs: 5 });
    expect((await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' })).status).toBe(200);
    expect(sandbox.faults.config).toEqual({});
  });

  it('reject invalid settings with a coded error', () => {
    expect(() => parseFaultConfig({ errorRate: 2 })).toThrow(FaultConfigError);
    expect(() => parseFaultConfig({ regressions: [{ version: 7 }] })).toThrow(/version/);
  });
});
