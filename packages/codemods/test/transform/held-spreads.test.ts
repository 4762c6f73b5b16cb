import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** A body spreading a literal held in a local constant (src/transform/held-spreads.ts). */
const CLIENT = "import axios from 'axios';\nexport const client = axios.create({ baseURL: '/api/v4' });\n";

describe('bodies built from spreads', () => {
  it("renames a spread constant's keys, for the moved update's `{ ...body, id }` too", async () => {
    const profiles = [
      "import { client } from './client';",
      'export function save(p: { id?: number; name: string; ids: number[]; emails: string[] }) {',
      '  const body = { name: p.name, recordIds: p.ids, recipientEmails: p.emails };',
      "  if (p.id) return client.put('/notificationProfiles/update', { ...body, id: p.id });",
      "  return client.post('/notificationProfiles/add', body);",
      '}',
      'export function rename(p: { id: number; name: string }) {',
      '  const common = { recordIds: [1] };',
      "  return client.put('/notificationProfiles/update', { ...common, id: p.id, name: p.name });",
      '}',
      '',
    ].join('\n');
    await migrateSmallProject(
      'held-spreads-',
      { 'src/client.ts': CLIENT, 'src/profiles.ts': profiles },
      { from: 4, to: 6 },
      async (dir, report) => {
        const text = await readFile(join(dir, 'src/profiles.ts'), 'utf8');
        expect(text).toContain('const body = { name: p.name, categoryIds: p.ids, recipients: p.emails };');
        expect(text).toContain('client.put(`/notificationProfiles/${p.id}`, { ...body });');
        expect(text).toContain("client.post('/notificationProfiles', body);");
        // another member beside the spread: the spread stays, the id goes
        expect(text).toContain('const common = { categoryIds: [1] };');
        expect(text).toContain('client.put(`/notificationProfiles/${p.id}`, { ...common, name: p.name });');
        expect(report.todos.filter((t) => t.message.includes('spreads'))).toEqual([]);
        // one edit per renamed key, though two calls send the same constant
        const renames = report.edits.filter(
          (e) => e.changeId === 'v5.sandbox.notification-profile.record-ids',
        );
        expect(renames.map((e) => e.line)).toEqual([3, 8]);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    );
  });

  it('leaves a constant another service is sent, and a spread of a call', async () => {
    const profiles = [
      "import axios from 'axios';",
      "import { client } from './client';",
      "const audit = axios.create({ baseURL: 'https://audit.example.org/v2' });",
      'declare function defaults(): { name: string };',
      'export function save(id: number) {',
      "  const entry = { recordIds: [id], recipientEmails: ['a@x.io'] };",
      "  audit.post('/log', { ...entry, at: Date.now() });",
      "  return client.put('/notificationProfiles/update', { ...defaults(), id });",
      '}',
      '',
    ].join('\n');
    await migrateSmallProject(
      'held-spreads-left-',
      { 'src/client.ts': CLIENT, 'src/profiles.ts': profiles },
      { from: 4, to: 6 },
      async (dir) => {
        const text = await readFile(join(dir, 'src/profiles.ts'), 'utf8');
        expect(text).toContain("const entry = { recordIds: [id], recipientEmails: ['a@x.io'] };");
        expect(text).toContain('client.put(`/notificationProfiles/${id}`, { ...defaults() });');
      },
    );
  });
});
