import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** A client object whose methods put one base before the path. */
const CLIENT = `const BASE = 'https://grc.example.com/api/v4';

export const http = {
  get: (path: string, params: Record<string, string | number>) =>
    fetch(BASE + path + '?' + new URLSearchParams(params as Record<string, string>)),
  post: (path: string, body: unknown) => fetch(BASE + path, { method: 'POST', body: JSON.stringify(body) }),
};
`;

describe("a path starting with a constant that holds the path's first segments (`${ITEMS}/search`)", () => {
  it("reads the path under the client's base, the constant imported or local; a route prefix is left", async () => {
    const paths = `export const ITEMS = '/items';
export const SCREENS = \`/records\`;
`;
    const calls = `import { http } from './client';
import { ITEMS, SCREENS } from './paths';

const PROFILE_ROOT = '/profiles';

export const find = (text: string) => http.get(ITEMS + '/search', { searchText: text, recordId: 4 });
export const profiles = (text: string) => http.get(\`\${PROFILE_ROOT}/search\`, { searchText: text });
export const profileAdded = () => http.post('/notificationProfiles/add', { recordIds: [1] });
export const screen = (id: number) => window.location.assign(\`\${SCREENS}/\${id}/edit\`);
`;
    await migrateSmallProject(
      'path-prefix-',
      { 'src/client.ts': CLIENT, 'src/paths.ts': paths, 'src/calls.ts': calls },
      { from: 4, to: 6, typecheck: false },
      async (dir) => {
        const out = await readFile(join(dir, 'src/calls.ts'), 'utf8');
        expect(out).toContain(`http.get(ITEMS + '/search', { keyword: text, categoryId: 4 })`);
        expect(out).toContain(`http.get(\`\${PROFILE_ROOT}/search\`, { keyword: text })`);
        expect(out).toContain(`window.location.assign(\`\${SCREENS}/\${id}/edit\`)`);
        expect(await readFile(join(dir, 'src/paths.ts'), 'utf8')).toBe(paths);
        expect(await readFile(join(dir, 'src/client.ts'), 'utf8')).toBe(CLIENT);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    );
  });
});
