import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOverlayText } from '@compliance-migrate/rename-map';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveSandbox } from '../live-sandbox.js';
import { runCli } from '../run-cli.js';

const fixture = (path: string): string =>
  fileURLToPath(new URL(`../../../../fixtures/${path}`, import.meta.url));
const V5_V6 = fixture('scenarios/sandbox-v5-v6.yaml');

/** The alice profile of the sandbox scenarios, for the small scenarios written here. */
const ALICE = {
  issuer: '${SANDBOX_URL}/auth',
  clientId: 'demo-client',
  clientSecretEnv: 'DEMO_CLIENT_SECRET',
  username: 'alice',
  passwordEnv: 'ALICE_PASSWORD',
};

describe('compliance-migrate check (against a live sandbox)', () => {
  const live = useLiveSandbox('cli-check-');
  afterEach(() => live.sandbox.faults.reset());

  const dropVersionCount = (): void =>
    live.sandbox.faults.set({
      regressions: [{ version: 6, endpoint: 'GET /items/{itemid}', dropField: 'historyCount' }],
    });

  it('v5 vs v6 with the sandbox overlay: exit 0 and the terminal summary', async () => {
    const { code, stdout, stderr } = await runCli(['check', '--scenario', V5_V6]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(
      `sandbox v5 vs v6: A v5 ${live.sandbox.url}/api/v5  vs  B v6 ${live.sandbox.url}/api/v6`,
    );
    expect(stdout).toContain('✓ categories  GET /categories (200 / 200)');
    expect(stdout).toMatch(/14 operation\(s\): 14 compared, 0 skipped, 0 failed; \d+ request\(s\) in /);
    expect(stdout).toContain('findings: 0 error(s), 0 warning(s), 0 info');
    expect(stdout).toContain('OK: nothing at or above "error"');
    // Not a terminal: no colours.
    expect(stdout).not.toContain('\u001b[');
  });

  it('a field dropped by v6: exit 1, naming the finding', async () => {
    dropVersionCount();
    const { code, stdout } = await runCli(['check', '--scenario', V5_V6]);
    expect(code).toBe(1);
    expect(stdout).toContain('✗ item 1  GET /items/1');
    expect(stdout).toContain('error   response.field-missing  $.versionCount: missing in B');
    expect(stdout).toContain('findings: 1 error(s), 0 warning(s), 0 info');
    expect(stdout).toContain('FAILED: findings at or above "error"');
  });

  it('one run, several formats: annotations on stdout, --report junit:FILE and html:FILE from the same answers', async () => {
    dropVersionCount();
    const junit = join(live.dir, 'same-run.xml');
    const html = join(live.dir, 'same-run.html');
    const { code, stdout, stderr } = await runCli([
      'check',
      '--scenario',
      V5_V6,
      '--format',
      'github',
      '--report',
      `junit:${junit}`,
      '--report',
      `html:${html}`,
    ]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^::error file=[^,]+,line=\d+,title=/m);
    expect(stderr).toContain(`junit report written to ${junit}: 1 error(s)`);
    expect(stderr).toContain(`html report written to ${html}: 1 error(s)`);
    expect(await readFile(junit, 'utf8')).toMatch(
      /<testsuites name="compliance-migrate check" tests="14" failures="1">/,
    );
    expect(await readFile(html, 'utf8')).toMatch(/^<!doctype html>/i);
    const bad = await runCli(['check', '--scenario', V5_V6, '--report', 'xml:x.xml']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '--report must be FORMAT:FILE with FORMAT one of terminal, json, junit, html, github (got "xml:x.xml")',
    );
  });

  it('--format json --output FILE writes a parseable report and a one-line summary', async () => {
    dropVersionCount();
    const file = join(live.dir, 'report.json');
    const { code, stdout, stderr } = await runCli([
      'check',
      '--scenario',
      V5_V6,
      '--format',
      'json',
      '--output',
      file,
    ]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`json report written to ${file}: 1 error(s), 0 warning(s), 0 info; FAILED\n`);
    const report = JSON.parse(await readFile(file, 'utf8')) as {
      tool: string;
      failed: boolean;
      failOn: string;
      operations: unknown[];
      findings: { kind: string; operation: string; path: string; fingerprint: string }[];
    };
    expect(report).toMatchObject({ tool: 'compliance-migrate check', failed: true, failOn: 'error' });
    expect(report.operations).toHaveLength(14);
    expect(report.findings).toEqual([
      expect.objectContaining({
        kind: 'response.field-missing',
        operation: 'item 1',
        path: '$.versionCount',
        fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
      }),
    ]);
  });

  it('--format junit: one test case per operation, the finding as a failure', async () => {
    dropVersionCount();
    const { code, stdout } = await runCli(['check', '--scenario', V5_V6, '--format', 'junit']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(stdout).toContain('<testsuites name="compliance-migrate check" tests="14" failures="1">');
    expect(stdout.match(/<testcase /g)).toHaveLength(14);
    expect(stdout).toContain('<failure type="response.field-missing"');
    expect(stdout.trimEnd().endsWith('</testsuites>')).toBe(true);
  });

  it('--format html: one self-contained page', async () => {
    dropVersionCount();
    const file = join(live.dir, 'report.html');
    const { code } = await runCli(['check', '--scenario', V5_V6, '--format', 'html', '-o', file]);
    expect(code).toBe(1);
    const html = await readFile(file, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<title>compliance-migrate check: sandbox v5 vs v6</title>');
    expect(html).toContain('response.field-missing');
    expect(html).toContain('$.versionCount');
    expect(html).not.toMatch(/<script|<link /i);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  it('--format github: workflow commands and a summary notice', async () => {
    dropVersionCount();
    const { code, stdout } = await runCli(['check', '--scenario', V5_V6, '--format', 'github']);
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^::error file=[^,]*sandbox-v5-v6\.yaml,line=28,title=[^:]+%3A item 1::/);
    expect(lines[0]).toContain('response.field-missing $.versionCount: missing in B');
    expect(lines[1]).toMatch(/^::notice title=compliance-migrate check%3A sandbox v5 vs v6::14 compared/);
    expect(lines[1]).toContain('1 error(s), 0 warning(s), 0 info');
  });

  it('--fail-on warning turns a warning-only run into exit 1', async () => {
    // The sandbox overlay without its value renames: headerId values differ (warnings), nothing else.
    const overlayFile = fixture('maps/sandbox.yaml');
    const overlay = parseOverlayText(await readFile(overlayFile, 'utf8'), overlayFile) as {
      changes: { kind: string }[];
    };
    const withoutValues = join(live.dir, 'without-values.json');
    await writeFile(
      withoutValues,
      JSON.stringify({ ...overlay, changes: overlay.changes.filter((c) => c.kind !== 'value.renamed') }),
    );
    const scenario = join(live.dir, 'warnings.yaml');
    await writeFile(
      scenario,
      JSON.stringify({
        name: 'headerId values',
        version: 4,
        auth: { alice: ALICE },
        targets: {
          a: { baseUrl: '${SANDBOX_URL}/api/v4', version: 4, auth: 'alice', company: 1001 },
          b: { baseUrl: '${SANDBOX_URL}/api/v5', version: 5, auth: 'alice', company: 1001 },
        },
        options: { overlays: ['without-values.json'] },
        operations: [{ name: 'item 1 answer', method: 'GET', path: '/items/1/answer' }],
      }),
    );

    const lenient = await runCli(['check', '--scenario', scenario]);
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toMatch(/findings: 0 error\(s\), [1-9]\d* warning\(s\), 0 info/);
    expect(lenient.stdout).toContain('warning response.value-changed');
    // One line for the three rows' headerId (a group), with the first as example.
    expect(lenient.stdout).toMatch(
      /\$\.answers\[\*\]\.headerId \(\d+×\), e\.g\. \$\.answers\[0\]\.headerId: "REC_NAME" in A/,
    );
    expect(lenient.stdout).toContain('OK: nothing at or above "error"');

    const strict = await runCli(['check', '--scenario', scenario, '--fail-on', 'warning']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('FAILED: findings at or above "warning"');
  });

  it('a missing scenario file: exit 2 naming the file', async () => {
    const missing = join(live.dir, 'no-such-scenario.yaml');
    const { code, stdout, stderr } = await runCli(['check', '--scenario', missing]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${missing}: no such file; check the --scenario path`);
  });

  it('an unset secret variable: exit 2 naming the variable', async () => {
    delete process.env.ALICE_PASSWORD;
    try {
      const { code, stdout, stderr } = await runCli(['check', '--scenario', V5_V6]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain('The environment variable ALICE_PASSWORD (password of alice for target');
    } finally {
      process.env.ALICE_PASSWORD = 'alice-password';
    }
  });

  it('a wrong password: exit 2 naming the refused login, without the --help hint', async () => {
    process.env.ALICE_PASSWORD = 'not-her-password';
    try {
      const { code, stdout, stderr } = await runCli(['check', '--scenario', V5_V6]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/invalid_grant/);
      expect(stderr).not.toContain('not-her-password');
      expect(stderr).not.toContain('--help');
      // CI publishes the report: it says the check did not run, and why, in each format it reads.
      const junit = join(live.dir, 'refused.xml');
      const written = await runCli(['check', '--scenario', V5_V6, '--format', 'junit', '--output', junit]);
      expect(written.code).toBe(2);
      const xml = await readFile(junit, 'utf8');
      expect(xml).toMatch(
        /<testcase name="setup"[^>]*>\s*<error type="ERR_CHECK_AUTH" message="target [ab]: [^"]*invalid_grant/,
      );
      expect(xml).not.toContain('not-her-password');
      const github = await runCli(['check', '--scenario', V5_V6, '--format', 'github']);
      expect(github.code).toBe(2);
      expect(github.stdout).toMatch(
        /^::error file=[^,]+,title=compliance-migrate check could not run::ERR_CHECK_AUTH: /,
      );
    } finally {
      process.env.ALICE_PASSWORD = 'alice-password';
    }
  });

  it('an unset ${VARIABLE} in the scenario: exit 2 naming the variable and the file', async () => {
    const scenario = join(live.dir, 'unset-variable.yaml');
    await writeFile(
      scenario,
      [
        'name: unset variable',
        'targets:',
        "  a: { baseUrl: '${CLI_CHECK_TEST_UNSET_URL}/api/v5', version: 5, company: 1001 }",
        "  b: { baseUrl: '${SANDBOX_URL}/api/v6', version: 6, company: 1001 }",
        'operations:',
        '  - { name: categories, method: GET, path: /categories }',
        '',
      ].join('\n'),
    );
    delete process.env.CLI_CHECK_TEST_UNSET_URL;
    const { code, stderr } = await runCli(['check', '--scenario', scenario]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${scenario} is not a valid scenario:`);
    expect(stderr).toContain('targets.a.baseUrl: uses ${CLI_CHECK_TEST_UNSET_URL}, which is not set');
  });

  it("--rate-limit overrides the scenario's (0 = no limit), and is checked before any request", async () => {
    const scenario = join(live.dir, 'slow.yaml');
    await writeFile(
      scenario,
      JSON.stringify({
        name: 'one start per thousand seconds',
        version: 5,
        auth: { alice: ALICE },
        targets: {
          a: { baseUrl: '${SANDBOX_URL}/api/v5', version: 5, auth: 'alice', company: 1001 },
          b: { baseUrl: '${SANDBOX_URL}/api/v6', version: 6, auth: 'alice', company: 1001 },
        },
        // The scenario's own limit would space its requests 1,000 s apart: only the override lets it finish.
        options: { overlays: [fixture('maps/sandbox.yaml')], rateLimit: 0.001 },
        operations: [
          { name: 'categories', method: 'GET', path: '/categories' },
          { name: 'profile 1', method: 'GET', path: '/profiles/1', endpoint: '/profiles/{profileId}' },
        ],
      }),
    );
    const { code, stdout } = await runCli(['check', '--scenario', scenario, '--rate-limit', '0']);
    expect(stdout).toContain('2 operation(s): 2 compared, 0 skipped, 0 failed');
    expect(code).toBe(0);
    for (const bad of ['-1', 'fast']) {
      const refused = await runCli(['check', '--scenario', scenario, '--rate-limit', bad]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--rate-limit must be a number of at least 0');
      expect(refused.stdout).toBe('');
    }
  });

  it('writes are reported as skipped without --allow-writes', async () => {
    const scenario = join(live.dir, 'writes.yaml');
    await writeFile(
      scenario,
      JSON.stringify({
        name: 'writes',
        version: 5,
        auth: { alice: ALICE },
        targets: {
          a: { baseUrl: '${SANDBOX_URL}/api/v5', version: 5, auth: 'alice', company: 1001 },
          b: { baseUrl: '${SANDBOX_URL}/api/v6', version: 6, auth: 'alice', company: 1001 },
        },
        options: { overlays: [fixture('maps/sandbox.yaml')] },
        operations: [
          { name: 'categories', method: 'GET', path: '/categories' },
          {
            name: 'create a category',
            method: 'POST',
            path: '/categories',
            body: { categoryName: 'Checker', categoryCode: 'CHK' },
          },
        ],
      }),
    );
    const { code, stdout } = await runCli(['check', '--scenario', scenario]);
    expect(code).toBe(0);
    expect(stdout).toContain('- create a category  POST /categories');
    expect(stdout).toContain(
      'info    operation.skipped  Operation skipped: POST /categories changes data; pass --allow-writes to send it',
    );
    expect(stdout).toContain('2 operation(s): 1 compared, 1 skipped, 0 failed');
    expect(stdout).toContain('findings: 0 error(s), 0 warning(s), 1 info');

    const json = await runCli(['check', '--scenario', scenario, '--format', 'json']);
    const report = JSON.parse(json.stdout) as {
      operations: { name: string; outcome: string; a?: unknown }[];
      summary: { skipped: number };
    };
    expect(report.summary.skipped).toBe(1);
    const create = report.operations.find((o) => o.name === 'create a category');
    expect(create).toMatchObject({ outcome: 'skipped' });
    expect(create?.a).toBeUndefined();

    // With --allow-writes the write is sent to both targets (last test: it changes the sandbox's data).
    const sent = await runCli(['check', '--scenario', scenario, '--format', 'json', '--allow-writes']);
    const sentReport = JSON.parse(sent.stdout) as typeof report;
    expect(sentReport.summary.skipped).toBe(0);
    expect(sentReport.operations.find((o) => o.name === 'create a category')).toMatchObject({
      outcome: 'compared',
      a: expect.objectContaining({ method: 'POST' }),
    });
  });
});
