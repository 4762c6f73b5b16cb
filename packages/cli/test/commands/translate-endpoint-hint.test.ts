import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

// `--endpoint` names the endpoint in the --from version; a misspelt one is translated by no change at all.
describe('translate names the endpoint meant when --endpoint does not exist', () => {
  const translate = (endpoint: string, from = '4') =>
    runCli(['translate', '--from', from, '--to', '6', '--endpoint', endpoint], '{"data":[{"recordId":1}]}');

  it('a misspelt v4 endpoint: the note says it does not exist and names the nearest', async () => {
    const { stdout, stderr } = await translate('GET /record');
    expect(stdout).toBe('{"data":[{"recordId":1}]}\n');
    expect(stderr).toContain('GET /record does not exist in v4; did you mean GET /records?');
  });

  it('a later version’s name given with --from 4: the note names the v4 endpoint', async () => {
    const { stderr } = await translate('GET /categories');
    expect(stderr).toContain('GET /categories does not exist in v4: it is the v5 name of GET /records');
  });

  it('a real endpoint with a concrete id that no change names keeps the plain note', async () => {
    const { stderr } = await translate('GET /items/12/answer', '5');
    expect(stderr).toContain('note: no change names GET /items/12/answer between v5 and v6');
    expect(stderr).not.toContain('does not exist');
  });
});
