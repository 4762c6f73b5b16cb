import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

async function setup(): Promise<{ dir: string; overlay: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'cli-translate-'));
  const overlay = join(dir, 'overlay.yaml');
  await writeFile(
    overlay,
    `changes:
  - { id: v5.t.name, kind: field.renamed, since: 5, title: t, endpoint: GET /categories, in: response, at: "data[]", from: recordName, to: name }
  - { id: v5.t.list, kind: field.renamed, since: 5, title: t, endpoint: GET /categories, in: response, from: records, to: data }
`,
  );
  return { dir, overlay };
}

describe('compliance-migrate translate', () => {
  it('converts a stored JSON response from stdin', async () => {
    const { overlay } = await setup();
    const { code, stdout } = await runCli(
      ['translate', '--from', '4', '--to', '6', '--endpoint', 'GET /records', '--overlay', overlay],
      '{"records":[{"recordName":"a"}]}',
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ data: [{ name: 'a' }] });
  });

  it('--output - (and -o -) is stdout, as without --output: no file named "-" is written', async () => {
    const { overlay } = await setup();
    const args = [
      'translate',
      '--from',
      '4',
      '--to',
      '6',
      '--endpoint',
      'GET /records',
      '--overlay',
      overlay,
    ];
    for (const flag of ['--output', '-o']) {
      const { code, stdout, stderr } = await runCli([...args, flag, '-'], '{"records":[{"recordName":"a"}]}');
      expect(code, stderr).toBe(0);
      expect(JSON.parse(stdout)).toEqual({ data: [{ name: 'a' }] });
      expect(existsSync(join(process.cwd(), '-'))).toBe(false);
    }
  });

  it('streams NDJSON line by line, reporting a bad line by number and writing it unchanged', async () => {
    const { dir, overlay } = await setup();
    const input = join(dir, 'cache.ndjson');
    const output = join(dir, 'cache.v5.ndjson');
    await writeFile(input, '{"records":[{"recordName":"a"}]}\nnot json\n{"records":[]}\n');
    const { code, stderr } = await runCli([
      'translate',
      '--from',
      '4',
      '--to',
      '5',
      '--endpoint',
      'GET /records',
      '--overlay',
      overlay,
      input,
      '-o',
      output,
    ]);
    expect(code).toBe(1);
    expect(stderr).toContain(`${input}: line 2: body is not valid JSON`);
    expect(await readFile(output, 'utf8')).toBe('{"data":[{"name":"a"}]}\nnot json\n{"data":[]}\n');
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('translates request bodies backward', async () => {
    const { stdout } = await runCli(
      ['translate', '--from', '5', '--to', '4', '--endpoint', 'PUT /notificationProfiles/7', '--request'],
      '{"name":"weekly"}',
    );
    expect(JSON.parse(stdout)).toEqual({ id: 7, name: 'weekly' });
  });

  it('fails with exit 2 and the path when the input file is missing', async () => {
    const { code, stderr } = await runCli([
      'translate',
      '--from',
      '4',
      '--to',
      '5',
      '--endpoint',
      'GET /records',
      '/no/such.json',
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain('cannot read /no/such.json: ENOENT');
  });

  it('refuses a --report or --output it could not write before reading anything', async () => {
    const args = ['translate', '--from', '4', '--to', '5', '--endpoint', 'GET /records', '/no/such.json'];
    const report = await runCli([...args, '--report', '/no/such/folder/losses.json']);
    expect(report.code).toBe(2);
    expect(report.stderr).toContain(
      '--report /no/such/folder/losses.json: the folder /no/such/folder does not exist',
    );
    expect(report.stderr).not.toContain('cannot read /no/such.json');
    const folder = await runCli([...args, '--output', tmpdir()]);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain(`--output ${tmpdir()} is a folder`);
  });

  it('rejects a malformed --endpoint', async () => {
    const { code, stderr } = await runCli(['translate', '--from', '4', '--to', '5', '--endpoint', 'records']);
    expect(code).toBe(2);
    expect(stderr).toContain('--endpoint must be "METHOD /path"');
  });

  it('names every loss by line, exits 1, and writes them to --report', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-translate-loss-'));
    const overlay = join(dir, 'overlay.yaml');
    await writeFile(
      overlay,
      `changes:
  - { id: v6.l.users, kind: field.toMany, since: 6, title: t, endpoint: GET /categories, in: response, at: "data[]", from: userId, to: userIds }
  - { id: v6.l.colour, kind: field.added, since: 6, title: t, endpoint: GET /categories, in: response, at: "data[]", field: colour }
`,
    );
    const input = join(dir, 'cache.ndjson');
    const report = join(dir, 'losses.json');
    await writeFile(
      input,
      [
        '{"data":[{"userIds":[1]}]}',
        '{"data":[{"userIds":[1,2,3],"colour":"red"}]}',
        '{"somethingElse":true}',
        '',
      ].join('\n'),
    );
    const { code, stdout, stderr } = await runCli([
      'translate',
      ...['--from', '6', '--to', '4', '--endpoint', 'GET /categories', '--overlay', overlay],
      ...[input, '--report', report],
    ]);
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual([
      '{"data":[{"userId":1}]}',
      '{"data":[{"userId":1}]}',
      '{"somethingElse":true}',
      '',
    ]);
    expect(stderr).toContain(`${input}: line 2: lost $.data[0].userIds: a list cut to its first element`);
    expect(stderr).toContain(
      `${input}: line 2: lost $.data[0].colour: a field the target version has no room`,
    );
    expect(stderr).toContain(
      `${input}: line 3: none of the fields the changes of GET /categories name (data)`,
    );
    expect(stderr).not.toContain('line 1:');
    const written = JSON.parse(await readFile(report, 'utf8'));
    expect(written).toMatchObject({ from: 6, to: 4, lines: 3, losses: 2, untranslated: 1 });
    expect(written.entries.map((e: { line: number; code: string }) => [e.line, e.code])).toEqual([
      [2, 'many-to-one'],
      [2, 'field-dropped'],
      [3, 'unexpected-shape'],
    ]);
  });

  it('reports the id a stored update body loses to the path, and exits 1', async () => {
    const { code, stdout, stderr } = await runCli(
      [
        'translate',
        '--from',
        '4',
        '--to',
        '5',
        '--endpoint',
        'PUT /notificationProfiles/update',
        '--request',
      ],
      '{"id":17,"name":"weekly"}',
    );
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({ name: 'weekly' });
    expect(stderr).toContain(
      'stdin: lost "id" (17) moved out of the body into the path PUT /notificationProfiles/17',
    );
  });

  it('checks every line is JSON even when no change names the endpoint', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-translate-json-'));
    const input = join(dir, 'other.ndjson');
    await writeFile(input, '{"a":1}\nnot json\n');
    const { code, stdout, stderr } = await runCli([
      'translate',
      ...['--from', '4', '--to', '5', '--endpoint', 'GET /nonCompliance/search', input],
    ]);
    expect(code).toBe(1);
    expect(stdout).toBe('{"a":1}\nnot json\n');
    expect(stderr).toContain(`${input}: line 2: body is not valid JSON`);
    expect(stderr).not.toContain('line 1:');
  });

  it('gives a stored error body only the changes declared for its --status', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cli-translate-status-'));
    const overlay = join(dir, 'overlay.yaml');
    await writeFile(
      overlay,
      'changes:\n  - { id: v6.s.flag, kind: field.removed, since: 6, title: t, endpoint: GET /categories, in: response, field: legacyFlag, restore: "N" }\n',
    );
    const args = [
      'translate',
      '--from',
      '6',
      '--to',
      '4',
      '--endpoint',
      'GET /categories',
      '--overlay',
      overlay,
    ];
    const error = '{"error":"not_found","message":"m"}';
    const notFound = await runCli([...args, '--status', '404'], error);
    expect(notFound.code).toBe(0);
    expect(notFound.stdout).toBe(`${error}\n`);
    const ok = await runCli(args, '{"id":1}');
    expect(JSON.parse(ok.stdout)).toEqual({ id: 1, legacyFlag: 'N' });
    const bad = await runCli([...args, '--status', '42'], error);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--status must be an HTTP status from 100 to 599');
  });
});
