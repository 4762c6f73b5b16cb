import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DemoCheck, DemoReport, JourneyStep } from './demo-report.js';
import { importClientModule } from './load-client.js';
import { fixture } from './paths.js';

const COMPANY = 1001;
const CLIENT = { id: 'demo-client', secret: 'demo-secret' };
const USER = { username: 'alice', password: 'alice-password' };

/** Options of the demo: where to keep what it made, and where to say what is happening. */
export interface DemoOptions {
  /** Folder for the migrated client and the reports (default: a new temporary folder). */
  workDir?: string;
  /** Receives one line per stage. */
  onStage?: (line: string) => void;
}

type Journey = (options: { baseUrl: string; token: string; company: number }) => Promise<JourneyStep[]>;

/**
 * The whole toolkit on the embedded sandbox: a v4 client through the proxy over v6, the same client migrated
 * by the codemod and run against v6, and the checker on both paths. Everything stops before it returns.
 */
export async function runDemo(options: DemoOptions = {}): Promise<DemoReport> {
  const started = Date.now();
  const stage = options.onStage ?? (() => undefined);
  const workDir = resolve(options.workDir ?? (await mkdtemp(join(tmpdir(), 'compliance-migrate-demo-'))));
  await mkdir(workDir, { recursive: true });
  const overlay = fixture('maps/sandbox.yaml');

  const [{ startSandbox }, { startProxy, createLogger }, auth, { runCodemod }, checker, rename] =
    await Promise.all([
      import('@compliance-migrate/sandbox'),
      import('@compliance-migrate/proxy'),
      import('@compliance-migrate/auth'),
      import('@compliance-migrate/codemods'),
      import('@compliance-migrate/checker'),
      import('@compliance-migrate/rename-map'),
    ]);

  stage('starting the sandbox (service v4/v5/v6 and its identity provider)');
  const sandbox = await startSandbox({ port: 0 });
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    const map = await rename.loadChangeMap([overlay]);
    stage('starting the proxy: v4 clients in front of sandbox v6');
    proxy = await startProxy({
      upstream: sandbox.apiUrl(6),
      upstreamVersion: 6,
      clientVersion: 4,
      map,
      logger: createLogger({ level: 'warn' }, { write: () => true }),
      defaultMetrics: false,
    });

    stage('logging in as alice (password grant, openid-client)');
    const client = await auth.discover(sandbox.issuer, CLIENT.id, CLIENT.secret);
    const login = await auth.passwordGrant(client, { ...USER, scope: auth.DEFAULT_SCOPE });
    const token = login.tokens.accessToken;

    const original = fixture('demo/v4-client');
    const journeyOf = async (dir: string): Promise<Journey> =>
      ((await importClientModule(join(dir, 'compliance-client.ts'))) as { runJourney: Journey }).runJourney;
    const v4Journey = await journeyOf(original);
    stage('running the v4 client against sandbox v4 (the reference)');
    const direct = await v4Journey({ baseUrl: sandbox.apiUrl(4), token, company: COMPANY });
    stage(`running the v4 client through the proxy (${proxy.url})`);
    const proxied = await v4Journey({ baseUrl: proxy.url, token, company: COMPANY });

    stage('migrating a copy of the client from v4 to v6 with the codemod');
    const migratedDir = join(workDir, 'migrated-client');
    await cp(original, migratedDir, { recursive: true });
    const codemod = await runCodemod({
      paths: [migratedDir],
      from: 4,
      to: 6,
      map,
      allowDirty: true,
      cwd: workDir,
    });
    const codemodReport = join(workDir, 'codemod-report.json');
    await writeFile(codemodReport, JSON.stringify(codemod, null, 2));
    stage('running the migrated client against sandbox v6 directly');
    const migrated = await (
      await journeyOf(migratedDir)
    )({ baseUrl: sandbox.apiUrl(6), token, company: COMPANY });

    const env = {
      SANDBOX_URL: sandbox.url,
      PROXY_URL: proxy.url,
      DEMO_CLIENT_SECRET: CLIENT.secret,
      ALICE_PASSWORD: USER.password,
    };
    const checks: DemoCheck[] = [];
    for (const [name, file] of [
      ['v4 direct vs v4 through the proxy over v6', 'scenarios/sandbox-v4-proxy.yaml'],
      ['v4 vs v6 directly (the migrated path)', 'scenarios/sandbox-v4-v6.yaml'],
    ] as const) {
      stage(`checker: ${name}`);
      const scenario = await checker.loadScenario(fixture(file), { env });
      const report = await checker.runCheck(scenario, { env });
      const htmlReport = join(workDir, `check-${file.replace(/^scenarios\/|\.yaml$/g, '')}.html`);
      await writeFile(htmlReport, checker.htmlFormatter.render(report, { color: false }));
      checks.push({
        name,
        scenario: fixture(file),
        operations: report.summary.operations,
        findings: report.findings.length,
        bySeverity: report.summary.bySeverity,
        failed: report.failed,
        htmlReport,
      });
    }

    const differences = [...compare('proxied', direct, proxied), ...compare('migrated', direct, migrated)];
    const report: DemoReport = {
      ok: differences.length === 0 && checks.every((c) => !c.failed) && codemod.summary.failed === 0,
      workDir,
      sandbox: sandbox.url,
      proxy: proxy.url,
      journeys: { direct, proxied, migrated },
      codemod: {
        migratedClient: migratedDir,
        changed: codemod.summary.changed,
        edits: codemod.summary.edits,
        todos: codemod.summary.todos,
        oldPathsLeft: codemod.remaining.length,
        report: codemodReport,
      },
      checks,
      differences,
      durationMs: Date.now() - started,
    };
    await writeFile(join(workDir, 'demo-report.json'), JSON.stringify(report, null, 2));
    return report;
  } finally {
    await proxy?.close();
    await sandbox.close();
  }
}

/** Steps whose status or detail differ from the reference journey. */
function compare(
  journey: 'proxied' | 'migrated',
  reference: JourneyStep[],
  other: JourneyStep[],
): DemoReport['differences'] {
  return reference.flatMap((expected, i) => {
    const got = other[i];
    const a = `${expected.status} ${expected.detail}`;
    const b = got ? `${got.status} ${got.detail}` : 'missing';
    return a === b ? [] : [{ journey, step: expected.step, expected: a, got: b }];
  });
}
