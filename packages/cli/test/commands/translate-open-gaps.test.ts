import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

const sandboxOverlay = 'fixtures/maps/sandbox.yaml';

describe('translate: changes the spec leaves unnamed and no overlay names are never passed over in silence', () => {
  it('a v4 list read without an overlay is written as it was, and stderr says why and what to do', async () => {
    const body = '{"data":[{"recordId":1,"recordName":"Fire Safety"}]}';
    const args = ['translate', '--from', '4', '--to', '6', '--endpoint', 'GET /records'];
    const bare = await runCli(args, body);
    expect(JSON.parse(bare.stdout)).toEqual(JSON.parse(body));
    expect(bare.stderr).toMatch(
      /^note: 1 change\(s\) the spec documents between v4 and v6 without naming them are named by no overlay, so they pass untranslated \(GET \/categories: response fields renamed\)\. Give --overlay FILE/,
    );
    // with an overlay naming them: translated, and no note
    const filled = await runCli([...args, '--overlay', sandboxOverlay], body);
    expect(filled.stderr).toBe('');
    expect(JSON.parse(filled.stdout)).toEqual({ data: [{ categoryId: 1, categoryName: 'Fire Safety' }] });
  });

  it('found by the side and the concrete path, backward too (a v5 update body to v4)', async () => {
    const args = [
      'translate',
      '--from',
      '5',
      '--to',
      '4',
      '--request',
      '--endpoint',
      'PUT /notificationProfiles/7',
    ];
    const { stderr } = await runCli(args, '{"name":"weekly"}');
    expect(stderr).toContain('(PUT /notificationProfiles/{id}: request fields renamed)');
    expect(stderr).toContain('between v5 and v4');
    // the answer of the same endpoint has no gap the spec names: nothing said
    const answer = await runCli(
      args.filter((a) => a !== '--request'),
      '{"name":"weekly"}',
    );
    expect(answer.stderr).not.toContain('without naming them');
  });
});
