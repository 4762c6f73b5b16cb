import { createLogger, startProxy, type RunningProxy } from '@compliance-migrate/proxy';
import type { Orchard } from '@compliance-migrate/orchard-service';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck, type Finding, type Scenario } from '../src/index.js';
import { orchard, orchardEnv, orchardScenario } from './helpers/orchard.js';
import { fixture, sandbox } from './helpers/sandbox.js';

const kinds = (findings: Finding[]): string[] =>
  findings.map((f) => `${f.operation}: ${f.kind} ${f.severity} ${f.path}`).sort();

// A tenant that is not the sandbox: Orchard's names are known to the tools only through its overlay.
describe('Orchard v4 against Orchard v6 (fixtures/scenarios/orchard-v4-v6.yaml)', () => {
  let idp: Sandbox;
  let clean: Orchard;
  let proxy: RunningProxy;
  beforeAll(async () => {
    idp = await sandbox();
    clean = await orchard(idp);
    proxy = await startProxy({
      upstream: clean.apiUrl(6),
      upstreamVersion: 6,
      clientVersion: 4,
      overlays: [fixture('maps/orchard.yaml')],
      logger: createLogger({ level: 'silent' }),
      defaultMetrics: false,
    });
  });
  afterAll(async () => {
    await proxy?.close();
    await clean?.close();
    await idp?.close();
  });

  it('finds nothing when the checker translates v6 with the overlay', async () => {
    const scenario = await orchardScenario(idp, clean);
    const report = await runCheck(scenario, { env: orchardEnv(idp, clean) });
    expect(kinds(report.findings)).toEqual([]);
    expect(report.summary.compared).toBe(scenario.operations.length);
    expect(report.operations.every((o) => o.a?.status === 200 && o.b?.status === 200)).toBe(true);
  });

  it('finds nothing when B is the proxy (v4 in front of v6)', async () => {
    const scenario = await orchardScenario(idp, clean);
    const throughProxy: Scenario = {
      ...scenario,
      targets: { ...scenario.targets, b: { ...scenario.targets.b, baseUrl: proxy.url, version: 4 } },
    };
    const report = await runCheck(throughProxy, { env: orchardEnv(idp, clean) });
    expect(kinds(report.findings)).toEqual([]);
    expect(report.operations.every((o) => o.b?.status === 200)).toBe(true);
  });

  it('without the overlay, the v6 names show up as missing and added fields', async () => {
    const scenario = await orchardScenario(idp, clean);
    const bare: Scenario = {
      ...scenario,
      options: { ...scenario.options, overlays: [] },
      operations: scenario.operations.filter((o) => o.name === 'item 1'),
    };
    const report = await runCheck(bare, { env: orchardEnv(idp, clean) });
    expect(kinds(report.findings)).toEqual(
      expect.arrayContaining(['item 1: response.field-missing error $.itemName']),
    );
    expect(report.failed).toBe(true);
  });

  describe('with a seeded regression in v6', () => {
    it('an item name changed: value-changed on both item reads, nothing else', async () => {
      const broken = await orchard(idp, ['item-name']);
      try {
        const report = await runCheck(await orchardScenario(idp, broken), { env: orchardEnv(idp, broken) });
        expect(kinds(report.findings)).toEqual([
          'item 1: response.value-changed warning $.itemName',
          'item 3: response.value-changed warning $.itemName',
        ]);
        expect(report.findings[0]).toMatchObject({
          expected: 'Extinguisher pressure',
          actual: 'EXTINGUISHER PRESSURE',
        });
      } finally {
        await broken.close();
      }
    });
  });
});
