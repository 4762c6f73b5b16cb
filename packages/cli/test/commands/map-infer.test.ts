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
      '--out',
      proposedFile,
    ]);
    expect(stdout).toBe('');
    expect(code).toBe(0);
    inferStderr = stderr;
    proposed = parse(await readFile(proposedFile, 'utf8')) as ProposalFile;
  });

  const recordIdRename = {
    id: 'v5.inferred.get-categories.record-id-to-category-id',
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
    expect(text).toMatch(/^# Proposed by `compliance-migrate map infer` from .*sandbox-v4-v5-bare\.yaml\./);
    expect(proposed.changes).toEqual(expect.arrayContaining([expect.objectContaining(recordIdRename)]));
    const entry = proposed.changes.find((c) => c.id === recordIdRename.id)!;
    expect(entry.notes).toMatch(/^Inferred by map infer: equal values in \d+ sample\(s\), never different/);
    // The evidence goes to stderr, one line per proposal, and a count.
    expect(inferStderr).toMatch(
      /^v5\.inferred\.get-categories\.record-id-to-category-id: \d+ sample\(s\), e\.g\. /m,
    );
    expect(inferStderr).toContain(`${proposed.changes.length} proposal(s); review them before use.`);
  });

  it('map validate accepts the written overlay', async () => {
    const { code, stderr } = await runCli(['map', 'validate', proposedFile]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('--from-report with a `check --format json` report gives the same proposals', async () => {
    const report = join(live.dir, 'report.json');
    const check = await runCli(['check', '--scenario', BARE, '--format', 'json', '--output', report]);
    // The bare map leaves the sandbox's renames unexplained: the check itself fails.
    expect(check.code).toBe(1);
    const fromReport = join(live.dir, 'from-report.yaml');
    const { code } = await runCli(['map', 'infer', '--from-report', report, '--out', fromReport]);
    expect(code).toBe(0);
    const again = parse(await readFile(fromReport, 'utf8')) as ProposalFile;
    expect(again.changes).toEqual(proposed.changes);
    expect(again.description).toContain(report);

    // Without --out the overlay goes to standard output.
    const toStdout = await runCli(['map', 'infer', '--from-report', report]);
    expect(toStdout.code).toBe(0);
    expect((parse(toStdout.stdout) as ProposalFile).changes).toEqual(proposed.changes);
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

  it('--min-samples must be a whole number of at least 1', async () => {
    for (const value of ['0', '1.5', 'many']) {
      const { code, stderr } = await runCli(['map', 'infer', '--scenario', BARE, '--min-samples', value]);
      expect({ value, code }).toEqual({ value, code: 2 });
      expect(stderr).toContain('--min-samples must be a whole number of at least 1');
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

  it('needs --scenario or --from-report, not both', async () => {
    const none = await runCli(['map', 'infer']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Give --scenario FILE (runs a check) or --from-report report.json.');
    const both = await runCli(['map', 'infer', '--scenario', BARE, '--from-report', 'r.json']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/mutually exclusive/);
  });
});
