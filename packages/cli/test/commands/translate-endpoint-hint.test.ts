import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

// `--endpoint` names the endpoint in the --from version; a misspelt one would be translated by no change at all.
describe('translate names the endpoint meant when --endpoint does not exist', () => {
  const translate = (endpoint: string, from = '4') =>
    runCli(['translate', '--from', from, '--to', '6', '--endpoint', endpoint], '{"data":[{"recordId":1}]}');

  it('a misspelt v4 endpoint: a usage error (exit 2, nothing written) naming the nearest', async () => {
    const { code, stdout, stderr } = await translate('GET /record');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('GET /record does not exist in v4; did you mean GET /records?');
  });

  it('a later version’s name given with --from 4: a usage error naming the v4 endpoint', async () => {
    const { code, stdout, stderr } = await translate('GET /categories');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('GET /categories does not exist in v4: it is the v5 name of GET /records');
  });

  it('the service’s base left in the endpoint: a usage error naming the endpoint below it, whatever the base', async () => {
    const v4 = await translate('GET /api/v4/records');
    expect(v4.code).toBe(2);
    expect(v4.stdout).toBe('');
    expect(v4.stderr).toContain(
      "--endpoint: GET /api/v4/records holds the service's base (/api/v4); endpoints are named below it: GET /records?",
    );
    const deeper = await translate('GET /compliance/api/v5/items/12/answer', '5');
    expect(deeper.code).toBe(2);
    expect(deeper.stderr).toContain(
      '(/compliance/api/v5); endpoints are named below it: GET /items/12/answer?',
    );
    // a version segment in front of nothing the map knows is an endpoint of the user's own
    const own = await translate('GET /api/v4/warehouse/pallets');
    expect(own.code).toBe(0);
    expect(own.stderr).not.toContain("service's base");
  });

  it('an endpoint of the user’s own, near nothing the map knows: passed through with the note, exit 0', async () => {
    const { code, stdout, stderr } = await translate('GET /warehouse/pallets');
    expect(code).toBe(0);
    expect(stdout).toBe('{"data":[{"recordId":1}]}\n');
    expect(stderr).toContain('GET /warehouse/pallets does not exist in v4 (an endpoint of your own');
  });

  it('a real endpoint with a concrete id that no change names keeps the plain note', async () => {
    const { stderr } = await translate('GET /items/12/answer', '5');
    expect(stderr).toContain('note: no change names GET /items/12/answer between v5 and v6');
    expect(stderr).not.toContain('does not exist');
  });

  it('a write’s request body given without --request: left as it was, with a note to pass --request', async () => {
    // the sandbox's overlay renames the hazard request's fields; its answer is another shape
    const body = '{"itemId":12,"hazardName":"Forklift","riskLevel":"HIGH"}';
    const argv = ['translate', '--from', '4', '--to', '6', '--endpoint', 'POST /hazards/complianceItem'];
    const overlay = ['--overlay', 'fixtures/maps/sandbox.yaml'];
    const asAnswer = await runCli([...argv, ...overlay], body);
    expect(asAnswer.stdout).toBe(body + '\n');
    expect(asAnswer.stderr).toContain('as its request body it would change: pass --request if it is one');
    const asRequest = await runCli([...argv, ...overlay, '--request'], body);
    expect(asRequest.stdout).toContain('"title":"Forklift"');
    expect(asRequest.stderr).not.toContain('pass --request');
  });
});
