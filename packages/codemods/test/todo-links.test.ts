import { builtinMap } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { todoText } from '../src/index.js';
import {
  fixturesDir,
  join,
  readdir,
  readFile,
  repoRoot,
  run,
  tempDir,
  testMap,
  writeFile,
} from './helpers.js';

const guide = await readFile(join(repoRoot, 'docs/migration-guide.md'), 'utf8');
const guideAnchors = new Set([...guide.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!));
const GUIDE_LINK = /\/migration-guide\.md#([A-Za-z0-9._-]+)/g;

describe('TODO links', () => {
  it('every built-in change a TODO can cite has its anchor in docs/migration-guide.md', () => {
    expect(guideAnchors.size).toBeGreaterThan(0);
    for (const change of builtinMap()) {
      const text = todoText('x', change.id);
      const links = [...text.matchAll(GUIDE_LINK)].map((m) => m[1]);
      expect(links, change.id).toHaveLength(1);
      expect(guideAnchors.has(links[0]!), `${change.id} → #${links[0]}`).toBe(true);
    }
  });

  it('every guide link in the fixture outputs exists in the guide', async () => {
    let seen = 0;
    for (const name of await readdir(fixturesDir)) {
      for (const step of (await readdir(join(fixturesDir, name))).filter((s) => /^\d-\d$/.test(s))) {
        for (const file of await readdir(join(fixturesDir, name, step))) {
          if (!file.includes('.output.')) continue;
          const text = await readFile(join(fixturesDir, name, step, file), 'utf8');
          for (const [, anchor] of text.matchAll(GUIDE_LINK)) {
            seen++;
            expect(guideAnchors.has(anchor!), `${name}/${step}/${file} → #${anchor}`).toBe(true);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('a TODO for an overlay change names the overlay file and the change id, not the guide', async () => {
    const map = await testMap();
    const overlay = map.changes.find((c) => c.id === 'v5.test.item-answer-header-ids')!;
    expect(todoText('check it', overlay.id, map.changes)).toBe(
      'TODO(compliance-migrate): check it — see codemod-test.yaml (change v5.test.item-answer-header-ids)',
    );
    const { dir, cleanup } = await tempDir();
    try {
      await writeFile(join(dir, 'a.ts'), 'export const load = (id) => api.get(`/items/${id}/answer`);\n');
      const report = await run(dir, 4, 5);
      expect(report.todos.map((t) => t.changeId)).toEqual(['v5.test.item-answer-header-ids']);
      expect(await readFile(join(dir, 'a.ts'), 'utf8')).toContain(
        '— see codemod-test.yaml (change v5.test.item-answer-header-ids)\n',
      );
    } finally {
      await cleanup();
    }
  });

  it('a TODO written by an earlier version (linking the raw change id) is not inserted again', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const old = [
        'export function save(p) {',
        '  // TODO(compliance-migrate): PUT /notificationProfiles/update became PUT /notificationProfiles/{id}: put the id from the body into the path (the body is not an object literal with "id" here) — see docs/migration-guide.md#v5.endpoint.notification-profile-update-id-to-path',
        "  return api.put('/notificationProfiles/update', withDefaults(p));",
        '}',
        '',
      ].join('\n');
      await writeFile(join(dir, 'a.ts'), old);
      const report = await run(dir, 4, 6);
      expect(report.summary.changed).toBe(0);
      expect(report.todos.map((t) => t.inserted)).toEqual([false]);
    } finally {
      await cleanup();
    }
  });
});
