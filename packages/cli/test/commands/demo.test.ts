import { access, readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DemoReport } from '../../src/demo/demo-report.js';
import { runCli } from '../run-cli.js';

describe('compliance-migrate demo', () => {
  it('runs the v4 client three ways on the sandbox with the same answers, and both checks clean', async () => {
    const out = await mkdtemp(join(tmpdir(), 'demo-test-'));
    const { code, stdout, stderr } = await runCli(['demo', '--out', out, '--json']);
    expect(stderr).toContain('▸ migrating a copy of the client from v4 to v6 with the codemod');
    const report = JSON.parse(stdout) as DemoReport;
    expect(report.differences).toEqual([]);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);

    const { direct, proxied, migrated } = report.journeys;
    expect(direct.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(proxied).toEqual(direct);
    expect(migrated).toEqual(direct);

    expect(report.codemod.edits).toBeGreaterThan(5);
    expect(report.codemod.oldPathsLeft).toBe(0);
    const migratedSource = await readFile(
      join(report.codemod.migratedClient, 'compliance-client.ts'),
      'utf8',
    );
    expect(migratedSource).toContain('/notificationProfiles/${id}');
    expect(migratedSource).not.toContain('/records');

    expect(report.checks).toHaveLength(2);
    for (const check of report.checks) {
      expect(check.findings).toBe(0);
      expect(check.failed).toBe(false);
      await access(check.htmlReport);
    }
    expect(JSON.parse(await readFile(join(out, 'demo-report.json'), 'utf8'))).toEqual(report);
  }, 60_000);

  it('prints a readable report saying where to look next', async () => {
    const { stdout } = await runCli(['demo', '--out', await mkdtemp(join(tmpdir(), 'demo-test-'))]);
    expect(stdout).toContain('everything agreed');
    expect(stdout).toContain('v4 → proxy → v6');
    expect(stdout).toContain('Where to look next:');
  }, 60_000);
});
