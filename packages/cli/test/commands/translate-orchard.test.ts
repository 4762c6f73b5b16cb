import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOrchard, type Orchard } from '@compliance-migrate/orchard-service';
import { passwordToken, startSandbox, type Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

const overlay = fileURLToPath(new URL('../../../../fixtures/maps/orchard.yaml', import.meta.url));

// Bodies a v4 client of the Orchard test service stored (a cache, a queue), brought to v6 with Orchard's overlay
// and compared with what Orchard v6 itself answers and accepts.
describe('compliance-migrate translate with the Orchard overlay', () => {
  let idp: Sandbox;
  let service: Orchard;
  let headers: Record<string, string>;
  let dir: string;
  const get = async (version: 4 | 6, path: string): Promise<unknown> => {
    const res = await fetch(service.apiUrl(version) + path, { headers });
    expect(res.status).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    idp = await startSandbox();
    service = await startOrchard({ issuer: idp.issuer });
    const token = (await passwordToken(idp)).access_token;
    headers = {
      authorization: `Bearer ${token}`,
      'x-company-context': '1001',
      'content-type': 'application/json',
    };
    dir = await mkdtemp(join(tmpdir(), 'cli-translate-orchard-'));
  });
  afterAll(async () => {
    await service?.close();
    await idp?.close();
  });

  it('turns stored v4 item reads (NDJSON) into what v6 answers', async () => {
    const ids = [1, 2, 3, 4];
    const input = join(dir, 'items.v4.ndjson');
    const output = join(dir, 'items.v6.ndjson');
    const v4 = await Promise.all(ids.map((id) => get(4, `/items/${id}`)));
    await writeFile(input, v4.map((b) => JSON.stringify(b)).join('\n') + '\n');
    const args = ['translate', '--from', '4', '--to', '6', '--endpoint', 'GET /items/{itemid}'];
    const { code, stderr } = await runCli([...args, '--overlay', overlay, input, '-o', output]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const translated = (await readFile(output, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(translated).toEqual(await Promise.all(ids.map((id) => get(6, `/items/${id}`))));
  });

  it('turns a stored v4 profile search into what v6 answers (one owner becomes a list), naming the dropped flag', async () => {
    const v4 = await get(4, '/profiles/search?term=&max=10');
    const args = ['translate', '--from', '4', '--to', '6', '--endpoint', 'GET /profiles/search'];
    const { code, stdout, stderr } = await runCli([...args, '--overlay', overlay], JSON.stringify(v4));
    const v6 = (await get(6, '/profiles/search?q=&pageSize=10')) as { data: unknown[] };
    expect(JSON.parse(stdout)).toEqual(v6);
    // v6 has no room for v4's isLegacy flag: translate says so for each row and exits 1.
    const lost = v6.data.map(
      (_, i) => `stdin: lost $.data[${i}].isLegacy: a field the target version has no room for was dropped`,
    );
    expect(stderr.split('\n').filter((l) => l.includes(' lost '))).toEqual(
      lost.map((l) => `${l} (change v6.orchard.profiles-search.legacy)`),
    );
    expect(code).toBe(1);
  });

  it('turns queued v4 notification profile writes into bodies v6 accepts', async () => {
    const queued = { label: 'Queued', recipientUserId: 3, channelType: 'SMS' };
    const args = ['translate', '--from', '4', '--to', '6', '--request'];
    const { code, stdout } = await runCli(
      [...args, '--endpoint', 'POST /notificationProfiles/add', '--overlay', overlay],
      JSON.stringify(queued),
    );
    expect(code).toBe(0);
    const body = JSON.parse(stdout) as unknown;
    expect(body).toEqual({ displayName: 'Queued', recipientUserIds: [3], channel: 'sms' });
    const res = await fetch(service.apiUrl(6) + '/notificationProfiles', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ displayName: 'Queued', recipientUserIds: [3], channel: 'sms' });
  });

  it('without the overlay, the same item read keeps its v4 names', async () => {
    const v4 = await get(4, '/items/1');
    const args = ['translate', '--from', '4', '--to', '6', '--endpoint', 'GET /items/{itemid}'];
    const { code, stdout } = await runCli(args, JSON.stringify(v4));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(v4);
  });
});
