import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultGuideUrl } from '@compliance-migrate/rename-map';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

// PUT /notificationProfiles/update with a body the codemod cannot take the id out of (a call's result, not an object
// literal or a parameter): it leaves a TODO that links the built-in change's entry in the migration guide.
const CLIENT = 'export const save = (api, form) => api.put(`/notificationProfiles/update`, form.toJSON());\n';
const ANCHOR = '#v5-endpoint-notification-profile-update-id-to-path';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cm-guide-url-'));
  await writeFile(join(dir, 'client.js'), CLIENT);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function todoLink(extra: string[]): Promise<string> {
  const { code, stderr } = await runCli([
    'codemod',
    dir,
    '--from',
    '4',
    '--to',
    '5',
    '--allow-dirty',
    ...extra,
  ]);
  expect(code, stderr).toBe(0);
  const text = await readFile(join(dir, 'client.js'), 'utf8');
  return /— see (\S+)/.exec(text)?.[1] ?? '';
}

describe('codemod TODO links to the migration guide', () => {
  it('default to the guide shipped with the installed rename-map, at a versioned address', async () => {
    expect(defaultGuideUrl()).toMatch(
      /^https:\/\/unpkg\.com\/@compliance-migrate\/rename-map@\d+\.\d+\.\d+\//,
    );
    expect(await todoLink([])).toBe(`${defaultGuideUrl()}${ANCHOR}`);
  });

  it('follow --guide-url', async () => {
    expect(await todoLink(['--guide-url', 'https://wiki.example.com/api-migration'])).toBe(
      `https://wiki.example.com/api-migration${ANCHOR}`,
    );
  });

  it('follow an overlay’s guideUrl', async () => {
    const overlay = join(dir, 'overlay.yaml');
    await writeFile(overlay, 'guideUrl: https://docs.example.com/guide.md\nchanges: []\n');
    expect(await todoLink(['--overlay', overlay])).toBe(`https://docs.example.com/guide.md${ANCHOR}`);
  });

  it('refuse a --guide-url that is not an absolute URL', async () => {
    const { code, stderr } = await runCli([
      'codemod',
      dir,
      '--from',
      '4',
      '--to',
      '5',
      '--guide-url',
      'guide.md',
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain('--guide-url must be an absolute URL');
  });
});
