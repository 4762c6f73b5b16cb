import type { Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck, type Scenario } from '../src/index.js';
import { sandbox, sandboxEnv, sandboxScenario } from './helpers/sandbox.js';

describe('access tokens that expire every 2 seconds', () => {
  let s: Sandbox;
  beforeAll(async () => {
    s = await sandbox({ accessTokenTtl: 2 });
  });
  afterAll(() => s.close());

  it('a run of a few hundred requests lasting longer completes without an authentication failure', async () => {
    const base = await sandboxScenario(s, 'sandbox-v5-v6.yaml');
    const operations = Array.from({ length: 100 }, (_, i) => ({
      name: `item ${i + 1}`,
      method: 'GET' as const,
      path: `/items/${i + 1}`,
    }));
    const scenario: Scenario = {
      ...base,
      operations,
      options: { ...base.options, rateLimit: 75, concurrency: 6 },
    };
    const report = await runCheck(scenario, { env: sandboxEnv(s) });
    expect(report.summary.requests).toBeGreaterThanOrEqual(300);
    expect(report.durationMs).toBeGreaterThan(3000);
    expect(report.findings).toEqual([]);
    const statuses = report.operations.flatMap((o) => [o.a?.status, o.b?.status]);
    expect(statuses.every((x) => x === 200)).toBe(true);
  }, 60_000);
});
