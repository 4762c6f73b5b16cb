import type { Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCheck, type Scenario } from '../src/index.js';
import { sandbox, sandboxEnv, sandboxScenario } from './helpers/sandbox.js';

describe('access tokens that expire every 2 seconds', () => {
  let s: Sandbox;
  beforeAll(async () => {
    s = await sandbox({ accessTokenTtl: 2 });
  });
  afterAll(() => s.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a run of a few hundred requests lasting several token lives completes without an authentication failure', async () => {
    const base = await sandboxScenario(s, 'sandbox-v5-v6.yaml');
    const operations = Array.from({ length: 100 }, (_, i) => ({
      name: `item ${i + 1}`,
      method: 'GET' as const,
      path: `/items/${i + 1}`,
    }));
    const scenario: Scenario = {
      ...base,
      operations,
      options: { ...base.options, rateLimit: 0, concurrency: 6 },
    };
    // Time passes by moving Date, 60 ms per operation done: the sandbox (in this process) checks token expiry on the
    // same clock, so the run lasts 6 s, three token lives, without waiting for them.
    vi.useFakeTimers({ toFake: ['Date'] });
    const started = Date.now();
    const report = await runCheck(scenario, {
      env: sandboxEnv(s),
      onProgress: () => vi.setSystemTime(Date.now() + 60),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(6000);
    expect(report.summary.requests).toBeGreaterThanOrEqual(300);
    expect(report.findings).toEqual([]);
    const statuses = report.operations.flatMap((o) => [o.a?.status, o.b?.status]);
    expect(statuses.every((x) => x === 200)).toBe(true);
  });
});
