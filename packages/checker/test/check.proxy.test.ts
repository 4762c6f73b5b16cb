import { createLogger, startProxy, type RunningProxy } from '@compliance-migrate/proxy';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenario, runCheck } from '../src/index.js';
import { fixture, sandbox, sandboxEnv } from './helpers/sandbox.js';

describe('v4 direct vs v4 through the proxy over v6 (sandbox overlay)', () => {
  let s: Sandbox;
  let proxy: RunningProxy;
  beforeAll(async () => {
    s = await sandbox();
    proxy = await startProxy({
      upstream: s.apiUrl(6),
      upstreamVersion: 6,
      clientVersion: 4,
      overlays: [fixture('maps/sandbox.yaml')],
      logger: createLogger({ level: 'silent' }),
      defaultMetrics: false,
    });
  });
  afterAll(async () => {
    await proxy.close();
    await s.close();
  });

  it('finds nothing', async () => {
    const scenario = await loadScenario(fixture('scenarios/sandbox-v4-proxy.yaml'), {
      env: { ...sandboxEnv(s), PROXY_URL: proxy.url },
    });
    const report = await runCheck(scenario, { env: sandboxEnv(s) });
    expect(report.findings).toEqual([]);
    expect(report.summary.compared).toBe(scenario.operations.length);
    expect(report.operations.every((o) => o.a?.status === 200 && o.b?.status === 200)).toBe(true);
  });
});
