import type { Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../src/index.js';
import { sandbox, sandboxEnv, sandboxScenario } from './helpers/sandbox.js';

describe('v5 vs v6 with the sandbox overlay', () => {
  let s: Sandbox;
  beforeAll(async () => {
    s = await sandbox();
  });
  afterAll(() => s.close());

  it('finds nothing', async () => {
    const scenario = await sandboxScenario(s, 'sandbox-v5-v6.yaml');
    const report = await runCheck(scenario, { env: sandboxEnv(s) });
    expect(report.findings).toEqual([]);
    expect(report.summary.compared).toBe(scenario.operations.length);
    expect(report.failed).toBe(false);
    expect(report.operations.every((o) => o.a?.status === 200 && o.b?.status === 200)).toBe(true);
  });

  it('finds the renames when the overlay is left out', async () => {
    const scenario = await sandboxScenario(s, 'sandbox-v5-v6.yaml');
    const report = await runCheck(
      { ...scenario, options: { ...scenario.options, overlays: [] } },
      {
        env: sandboxEnv(s),
      },
    );
    expect(report.failed).toBe(true);
    expect(report.findings.map((f) => f.kind)).toContain('response.field-missing');
  });
});
