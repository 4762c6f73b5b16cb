import { readFile } from 'node:fs/promises';
import { createChangeMap, parseOverlayText } from '@compliance-migrate/rename-map';
import type { Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCheck, type Finding, type Scenario } from '../src/index.js';
import { fixture, sandbox, sandboxEnv, sandboxScenario } from './helpers/sandbox.js';

describe('the sandbox regression controls are found (v5 vs v6, sandbox overlay)', () => {
  let s: Sandbox;
  let scenario: Scenario;
  beforeAll(async () => {
    s = await sandbox();
    scenario = await sandboxScenario(s, 'sandbox-v5-v6.yaml');
  });
  afterEach(() => s.faults.reset());
  afterAll(() => s.close());

  const only = (name: string): Scenario => ({
    ...scenario,
    operations: scenario.operations.filter((o) => o.name === name),
  });
  const kinds = (findings: Finding[]): string[] => findings.map((f) => `${f.kind} ${f.severity} ${f.path}`);

  it('a field dropped by B: response.field-missing, error', async () => {
    s.faults.set({
      regressions: [{ version: 6, endpoint: 'GET /items/{itemid}', dropField: 'historyCount' }],
    });
    const report = await runCheck(only('item 1'), { env: sandboxEnv(s) });
    expect(kinds(report.findings)).toEqual(['response.field-missing error $.versionCount']);
    expect(report.failed).toBe(true);
  });

  it('a field renamed by B with no overlay entry: missing (error) and added (info)', async () => {
    s.faults.set({
      regressions: [
        { version: 6, endpoint: 'GET /templates/{id}', renameField: { from: 'templateName', to: 'title' } },
      ],
    });
    const report = await runCheck(only('template 1'), { env: sandboxEnv(s) });
    expect(kinds(report.findings).sort()).toEqual([
      'response.field-added info $.title',
      'response.field-missing error $.templateName',
    ]);
  });

  it('a changed status: response.status-changed, error', async () => {
    s.faults.set({ regressions: [{ version: 6, endpoint: 'GET /categories', status: 409 }] });
    const report = await runCheck(only('categories'), { env: sandboxEnv(s) });
    expect(kinds(report.findings)).toEqual(['response.status-changed error $']);
    expect(report.findings[0]).toMatchObject({ expected: 200, actual: 409 });
  });

  it('a timestamp that changes on every call is noise, not a failure', async () => {
    s.faults.set({ regressions: [{ volatileField: 'generatedAt' }] });
    const report = await runCheck(only('categories'), { env: sandboxEnv(s) });
    expect(report.findings).toEqual([]);
    expect(report.failed).toBe(false);
    expect(report.noise.map((n) => n.path)).toEqual(['$.generatedAt']);
    expect(report.operations[0]!.suppressed).toBe(1);
  });

  it('dropped connections are retried with backoff', async () => {
    s.faults.set({ dropNext: 2 });
    const report = await runCheck(only('categories'), { env: sandboxEnv(s) });
    expect(report.findings).toEqual([]);
    const op = report.operations[0]!;
    expect((op.a?.attempts ?? 0) + (op.b?.attempts ?? 0)).toBeGreaterThan(2);
  });

  it('writes are skipped and reported unless allowed', async () => {
    const scenario: Scenario = {
      ...only('categories'),
      operations: [{ name: 'create', method: 'POST', path: '/categories', body: { categoryName: 'X' } }],
    };
    const report = await runCheck(scenario, { env: sandboxEnv(s) });
    expect(report.findings.map((f) => `${f.kind} ${f.severity}`)).toEqual(['operation.skipped info']);
    expect(report.summary).toMatchObject({ skipped: 1, requests: 0 });
    expect(report.failed).toBe(false);
  });

  it('fingerprints are stable across runs', async () => {
    s.faults.set({
      regressions: [{ version: 6, endpoint: 'GET /items/{itemid}', dropField: 'historyCount' }],
    });
    const first = await runCheck(only('item 1'), { env: sandboxEnv(s) });
    const second = await runCheck(only('item 1'), { env: sandboxEnv(s) });
    expect(first.findings.map((f) => f.fingerprint)).toEqual(second.findings.map((f) => f.fingerprint));
  });
});

describe('a value renamed without an overlay entry (v4 vs v5)', () => {
  let s: Sandbox;
  beforeAll(async () => {
    s = await sandbox();
  });
  afterAll(() => s.close());

  it('headerId values: response.value-changed, warning', async () => {
    const file = fixture('maps/sandbox.yaml');
    const overlay = parseOverlayText(await readFile(file, 'utf8'), file) as { changes: { kind: string }[] };
    const withoutValues = { ...overlay, changes: overlay.changes.filter((c) => c.kind !== 'value.renamed') };
    const map = createChangeMap([{ file, content: withoutValues }]);
    const base = await sandboxScenario(s, 'sandbox-v4-v5.yaml');
    const scenario = { ...base, operations: base.operations.filter((o) => o.name === 'item 1 answer') };
    const report = await runCheck(scenario, { env: sandboxEnv(s), map });
    expect(report.findings.length).toBeGreaterThan(0);
    expect(new Set(report.findings.map((f) => `${f.kind} ${f.severity}`))).toEqual(
      new Set(['response.value-changed warning']),
    );
    expect(report.findings.map((f) => f.expected)).toContain('REC_NAME');
    expect(report.failed).toBe(false);
    expect((await runCheck(scenario, { env: sandboxEnv(s), map, failOn: 'warning' })).failed).toBe(true);
  });
});
