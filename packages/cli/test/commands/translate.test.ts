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
    expect(stderr).toContain(`${input}:2: body is not valid JSON`);
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

  it('rejects a malformed --endpoint', async () => {
    const { code, stderr } = await runCli(['translate', '--from', '4', '--to', '5', '--endpoint', 'records']);
    expect(code).toBe(2);
    expect(stderr).toContain('--endpoint must be "METHOD /path"');
  });
});
