import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOverlayText } from '@compliance-migrate/rename-map';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLiveSandbox } from '../live-sandbox.js';
import { runCli } from '../run-cli.js';

const BARE = fileURLToPath(
  new URL('../../../../fixtures/scenarios/sandbox-v4-v5-bare.yaml', import.meta.url),
);
const BARE_56 = fileURLToPath(
  new URL('../../../../fixtures/scenarios/sandbox-v5-v6-bare.yaml', import.meta.url),
);

/** Parses an overlay file's text (YAML). */
const parse = (text: string): unknown => parseOverlayText(text, 'proposal.yaml');

interface ProposalFile {
  description: string;
  changes: Record<string, unknown>[];
}

describe('compliance-migrate map infer (against a live sandbox)', () => {
  const live = useLiveSandbox('cli-map-infer-');
  let proposedFile: string;
  let proposed: ProposalFile;
  let inferStderr: string;

  beforeAll(async () => {
    proposedFile = join(live.dir, 'proposed.yaml');
    const { code, stdout, stderr } = await runCli([
      'map',
      'infer',
      '--scenario',
      BARE,
      '--scenario',
      BARE_56,
      '--out',
      proposedFile,
      // the sandbox on loopback is this test's alone: no need of the scenarios' courtesy limit
      '--rate-limit',
      '0',
    ]);
    expect(stdout).toBe('');
    expect(code).toBe(0);
    inferStderr = stderr;
    proposed = parse(await readFile(proposedFile, 'utf8')) as ProposalFile;
  }, 120_000); // two live steps with their probes: ~10 s alone, several times that on a busy machine

  const recordIdRename = {
    id: 'v5.inferred.get-categories.data.field-renamed.record-id-to-category-id',
    kind: 'field.renamed',
    since: 5,
    endpoint: 'GET /categories',
    in: 'response',
    at: 'data[]',
    from: 'recordId',
    to: 'categoryId',
  };

  it('--scenario --out writes a reviewed-looking overlay with the recordId→categoryId rename', async () => {
    const text = await readFile(proposedFile, 'utf8');
    expect(text).toMatch(/^# Proposed by `compliance-migrate map infer` from .*sandbox-v4-v5-bare\.yaml, /);
    expect(proposed.changes).toEqual(expect.arrayContaining([expect.objectContaining(recordIdRename)]));
    const entry = proposed.changes.find((c) => c.id === recordIdRename.id)!;
    expect(entry.notes).toMatch(
      /^Inferred by map infer \(confidence (0|1)\.\d\d\): held in \d+ sample\(s\), not in 0/,
    );
    // The evidence goes to stderr, one line per proposal, and a count.
    expect(inferStderr).toMatch(
      /^v5\.inferred\.get-categories\.data\.field-renamed\.record-id-to-category-id: confidence 1\.00, \d+ sample\(s\)$/m,
    );
    expect(inferStderr).toContain(`${proposed.changes.length} proposal(s), `);
    // Nothing was written: the entries to confirm stay commented out, and stderr says how to confirm them.
    expect(inferStderr).toContain('--allow-writes would confirm or refute those to confirm by writing.');
    expect(inferStderr).not.toContain('Write probes:');
    // ... and warns that writes through a proxy with this overlay may be refused until then, naming them.
    expect(inferStderr).toMatch(
      /^Warning: [1-9]\d* write endpoint\(s\) have request fields left to confirm/m,
    );
    expect(inferStderr).toMatch(/^ {2}POST \/categories$/m);
  });

  it('two steps give entries dated 5 and 6 (the v6 ones in v6 names), probed query renames, and a commented list to confirm', async () => {
    const text = await readFile(proposedFile, 'utf8');
    expect(proposed.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'field.toMany',
          since: 6,
          endpoint: 'GET /profiles/search',
          at: 'data[]',
          from: 'assignedUserId',
          to: 'assignedUserIds',
        }),
        expect.objectContaining({ kind: 'field.removed', since: 6, field: 'isDeleted', restore: false }),
        expect.objectContaining({
          kind: 'query.renamed',
          since: 5,
          endpoint: 'GET /items/search',
          from: 'recordId',
          to: 'categoryId',
        }),
      ]),
    );
    expect(proposed.changes.some((c) => c.since === 6 && c.from === 'recordId')).toBe(false);
    // Write endpoints are derived, not observed: commented out for a person to confirm.
    expect(text).toMatch(/^# To confirm/m);
    expect(text).toMatch(
      /^# {3}- id: v5\.inferred\.post-categories\.field-renamed\.record-name-to-category-name\.request$/m,
    );
  });

  it('says on stderr what is running before each live step, first of all, so a wait is not taken for a hang', () => {
    const stages = inferStderr.split('\n').filter((line) => line.startsWith('map infer: '));
    expect(stages).toEqual([
      'map infer: running scenario "sandbox v4 vs v5 without the sandbox overlay" (1/2)…',
      'map infer: running scenario "sandbox v5 vs v6 without the sandbox overlay" (2/2)…',
      'map infer: probing query renames on the targets of "sandbox v4 vs v5 without the sandbox overlay"…',
      'map infer: probing query renames on the targets of "sandbox v5 vs v6 without the sandbox overlay"…',
    ]);
    expect(inferStderr.startsWith(stages[0]!)).toBe(true);
  });

  it('map validate accepts the written overlay', async () => {
    const { code, stderr } = await runCli(['map', 'validate', proposedFile]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('--from-report with a `check --format json` report gives the same entries (without probes)', async () => {
    const report = join(live.dir, 'report.json');
    const check = await runCli([
      'check',
      ...['--scenario', BARE, '--format', 'json', '--output', report, '--rate-limit', '0'],
    ]);
    // The bare map leaves the sandbox's renames unexplained: the check itself fails.
    expect(check.code).toBe(1);
    const fromReport = join(live.dir, 'from-report.yaml');
    const { code } = await runCli(['map', 'infer', '--from-report', report, '--out', fromReport]);
    expect(code).toBe(0);
    const again = parse(await readFile(fromReport, 'utf8')) as ProposalFile;
    const observed = (changes: Record<string, unknown>[]) =>
      changes.filter((c) => c.since === 5 && c.kind !== 'query.renamed').map((c) => c.id);
    expect(observed(again.changes)).toEqual(observed(proposed.changes));
    expect(again.description).toContain(report);

    // Without --out the overlay goes to standard output.
    const toStdout = await runCli(['map', 'infer', '--from-report', report]);
    expect(toStdout.code).toBe(0);
    expect((parse(toStdout.stdout) as ProposalFile).changes).toEqual(again.changes);
  });

  it('a run across two steps is refused (exit 2): its proposals could not be dated', async () => {
    const report = join(live.dir, 'report-46.json');
    const v46 = fileURLToPath(new URL('../../../../fixtures/scenarios/sandbox-v4-v6.yaml', import.meta.url));
    await runCli(['check', '--scenario', v46, '--format', 'json', '--output', report]);
    const { code, stderr } = await runCli(['map', 'infer', '--from-report', report]);
    expect(code).toBe(2);
    expect(stderr).toContain('map infer needs one step at a time');
  });

  it('a JSON file that is not a check report: exit 2 naming the file and the problem', async () => {
    const report =
      '{"tool": "compliance-migrate check", "targets": {"a": {"version": 4}, "b": {"version": 5}}';
    for (const [name, content, problem] of [
      [
        'other-tool.json',
        '{"tool": "something else", "operations": []}',
        '"tool" is not "compliance-migrate check"',
      ],
      ['array.json', '[1, 2, 3]', 'the file holds an array, not an object'],
      ['null.json', 'null', 'the file holds null, not an object'],
      ['number.json', '42', 'the file holds a number, not an object'],
      ['no-targets.json', '{"tool": "compliance-migrate check", "operations": []}', 'no targets.a.version'],
      ['no-operations.json', `${report}}`, 'no "operations" list'],
      [
        'bad-operation.json',
        `${report}, "operations": [{"name": "x"}]}`,
        'operations[0] has no "findings" list',
      ],
    ] as const) {
      const file = join(live.dir, name);
      await writeFile(file, content);
      const out = join(live.dir, `${name}.yaml`);
      const { code, stdout, stderr } = await runCli(['map', 'infer', '--from-report', file, '--out', out]);
      expect({ name, code }).toEqual({ name, code: 2 });
      expect(stdout).toBe('');
      expect(stderr).toContain(
        `${file} is not a check report (${problem}); write one with \`check --format json --output ${file}\`.`,
      );
      expect(stderr, 'not a usage error: no --help hint').not.toContain('--help');
      await expect(readFile(out, 'utf8')).rejects.toThrow(/ENOENT/);
    }
  });

  it('--min-confidence must be a number from 0 to 1', async () => {
    for (const value of ['-0.1', '1.5', 'many']) {
      const { code, stderr } = await runCli(['map', 'infer', '--scenario', BARE, '--min-confidence', value]);
      expect({ value, code }).toEqual({ value, code: 2 });
      expect(stderr).toContain('--min-confidence must be a number from 0 to 1');
    }
  });

  it('a file that is not JSON, or is missing: exit 2 naming the file', async () => {
    const notJson = join(live.dir, 'report.txt');
    await writeFile(notJson, 'not json at all');
    const bad = await runCli(['map', 'infer', '--from-report', notJson]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`${notJson}: cannot read a JSON report (`);
    const missing = join(live.dir, 'missing.json');
    const gone = await runCli(['map', 'infer', '--from-report', missing]);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain(`${missing}: cannot read a JSON report (`);
  });

  it('--out in a folder that does not exist: exit 2 before any probe, naming the folder', async () => {
    const out = join(live.dir, 'nodir', 'proposed.yaml');
    const { code, stderr } = await runCli(['map', 'infer', '--scenario', BARE, '--out', out]);
    expect(code).toBe(2);
    expect(stderr).toContain(`--out ${out}: the folder ${join(live.dir, 'nodir')} does not exist`);
  });

  it('needs --scenario or --from-report', async () => {
    const none = await runCli(['map', 'infer']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Give --scenario FILE (runs a check) or --from-report report.json.');
  });

  // Last: it writes to the sandbox.
  it('--allow-writes confirms request sides by writing, accepts answer sides from their answers, and lists the writes it sent', async () => {
    const out = join(live.dir, 'probed.yaml');
    const { code, stderr } = await runCli([
      'map',
      'infer',
      '--scenario',
      BARE,
      '--allow-writes',
      '--out',
      out,
      '--rate-limit',
      '0',
    ]);
    expect(code).toBe(0);
    expect(stderr).toMatch(
      /^Write probes: \d+ proposal\(s\) to confirm confirmed, [1-9]\d* answer-side proposal\(s\) accepted from the writes' answers, \d+ refuted \(dropped\); \d+ write\(s\) sent \(data was written\):$/m,
    );
    expect(stderr).toMatch(/^ {2}\d+ × POST http:\/\/127\.0\.0\.1:\d+\/api\/v5\/notificationProfiles$/m);
    const live5 = (parse(await readFile(out, 'utf8')) as ProposalFile).changes.map((c) => c.id);
    expect(live5).toContain(
      'v5.inferred.post-notification-profiles.field-renamed.recipient-emails-to-recipients.request',
    );
  });
});
