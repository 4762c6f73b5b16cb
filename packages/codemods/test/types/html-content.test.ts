import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [] },
    include: ['src'],
  }),
  'src/table.ts': [
    'interface ProfileRow {',
    '  profileId: number;',
    '  assignedUserId: number | null;',
    '}',
    'const API = "/api/v5";',
    'async function get<T>(path: string): Promise<T> {',
    '  return (await fetch(`${API}${path}`)).json() as Promise<T>;',
    '}',
    'const escape = (text: string): string => text.replace(/</g, "&lt;");',
    'declare function nameOf(id: number | null): string;',
    '',
    'export async function rows(): Promise<string[]> {',
    '  const page = await get<{ data: ProfileRow[] }>("/profiles/search");',
    '  return page.data.map(',
    '    (p) => `<tr>',
    '  <td class="owner">${escape(nameOf(p.assignedUserId))}</td>',
    '  <td>${p.assignedUserId}</td>',
    '  <td>${p.assignedUserId ?? "nobody"}</td>',
    '  <td>Owner: ${p.assignedUserId ?? "nobody"}</td>',
    '  <td>Owner: ${nameOf(p.assignedUserId)}</td>',
    '  <span>${nameOf(p.assignedUserId)}</td>',
    '</tr>`,',
    '  );',
    '}',
    '',
  ].join('\n'),
};

describe('a field that became a list, rendered as the whole content of an HTML element in a template string', () => {
  it('shows every one (through the calls around it, or with a ?? fallback); in a sentence or a mismatched tag it reads the first', async () => {
    await migrateSmallProject('html-content-', files, { from: 5, to: 6 }, async (dir) => {
      const text = await readFile(join(dir, 'src/table.ts'), 'utf8');
      expect(text).toContain(
        '<td class="owner">${p.assignedUserIds.map((id) => escape(nameOf(id))).join(\', \')}</td>',
      );
      expect(text).toContain("<td>${p.assignedUserIds.join(', ')}</td>");
      // a fallback for "nobody": every one, or the fallback when the list is empty
      expect(text).toContain(`<td>\${p.assignedUserIds.join(', ') || "nobody"}</td>`);
      expect(text).toContain('<td>Owner: ${p.assignedUserIds[0] ?? "nobody"}</td>');
      expect(text).toContain('<td>Owner: ${nameOf(p.assignedUserIds[0])}</td>');
      expect(text).toContain('<span>${nameOf(p.assignedUserIds[0])}</td>');
    });
  });
});
