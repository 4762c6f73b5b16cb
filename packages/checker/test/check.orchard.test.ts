import { readFile } from 'node:fs/promises';
import { createLogger, startProxy, type RunningProxy } from '@compliance-migrate/proxy';
import { createChangeMap, parseOverlayText } from '@compliance-migrate/rename-map';
import type { Orchard } from '@compliance-migrate/orchard-service';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMATTERS, runCheck, type Finding, type Scenario } from '../src/index.js';
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

  it('through the proxy (v4 in front of v6), only the spreadsheet differs: its v6 column names', async () => {
    const scenario = await orchardScenario(idp, clean);
    const throughProxy: Scenario = {
      ...scenario,
      targets: { ...scenario.targets, b: { ...scenario.targets.b, baseUrl: proxy.url, version: 4 } },
    };
    const report = await runCheck(throughProxy, { env: orchardEnv(idp, clean) });
    expect(report.operations.every((o) => o.b?.status === 200)).toBe(true);
    // The proxy passes spreadsheets through as v6 wrote them (docs/proxy.md): a v4 client reading the export
    // by column name sees v6's names. Every JSON answer and the CSV export agree.
    expect(new Set(report.findings.map((f) => f.operation))).toEqual(new Set(['item export']));
    expect(report.groups.map((g) => `${g.kind} ${g.path} ${g.count}`).sort()).toEqual([
      'response.field-added $.Items[*].duedate 2',
      'response.field-added $.Items[*].id 2',
      'response.field-added $.Items[*].name 2',
      'response.field-added $.Items[*].status 2',
      'response.field-missing $.Items[*].due 2',
      'response.field-missing $.Items[*].itemId 2',
      'response.field-missing $.Items[*].itemName 2',
      'response.field-missing $.Items[*].state 2',
    ]);
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

  it("compares the item spreadsheet by cell, after translating v6's lower-case header through the map", async () => {
    const scenario = await orchardScenario(idp, clean);
    const only: Scenario = {
      ...scenario,
      operations: scenario.operations.filter((o) => o.name === 'item export'),
    };
    const report = await runCheck(only, { env: orchardEnv(idp, clean) });
    expect(report.findings).toEqual([]);
    expect(report.operations[0]!.b).toMatchObject({ path: '/items/exporttoexcel', query: 'category=1' });

    // The same run without the overlay's entry for that header: the column is missing under its v4 name.
    const file = fixture('maps/orchard.yaml');
    const overlay = parseOverlayText(await readFile(file, 'utf8'), file) as { changes: { id: string }[] };
    const changes = overlay.changes.filter((c) => c.id !== 'v6.orchard.items-export.due');
    const map = createChangeMap([{ file, content: { changes } }]);
    const without = await runCheck(only, { env: orchardEnv(idp, clean), map });
    expect(without.groups.map((g) => `${g.kind} ${g.path} ${g.count}`).sort()).toEqual([
      'response.field-added $.Items[*].duedate 2',
      'response.field-missing $.Items[*].due 2',
    ]);
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

    it('a date changed in the spreadsheet: value-changed at its sheet, row and (v4) column', async () => {
      const broken = await orchard(idp, ['sheet-cell']);
      try {
        const report = await runCheck(await orchardScenario(idp, broken), { env: orchardEnv(idp, broken) });
        expect(kinds(report.findings)).toEqual([
          'item export: response.value-changed warning $.Items[0].due',
        ]);
        expect(report.findings[0]).toMatchObject({ expected: '2026-12-01', actual: '1999-01-01' });
      } finally {
        await broken.close();
      }
    });

    it('a row missing from the CSV export: body-changed (by sha256), and the export no longer shows ✓', async () => {
      const broken = await orchard(idp, ['csv-row']);
      try {
        const report = await runCheck(await orchardScenario(idp, broken), { env: orchardEnv(idp, broken) });
        expect(kinds(report.findings)).toEqual(['non-compliance export: response.body-changed warning $']);
        expect(report.findings[0]!.expected).toMatch(/^sha256:[0-9a-f]{64}$/);
        expect(report.findings[0]!.actual).toMatch(/^sha256:[0-9a-f]{64}$/);
        const text = FORMATTERS.terminal.render(report);
        expect(text).toContain('✗ non-compliance export');
        expect(text).toContain('✓ item export');
      } finally {
        await broken.close();
      }
    });
  });
});
