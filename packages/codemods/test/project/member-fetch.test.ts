import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/** Wrappers sending through fetch written as a member: Electron's `net.fetch`, `globalThis.fetch`. */
const HTTP = `import { net } from 'electron';

const ROOT = 'https://grc.example.com/api/v4';

export async function request<T>(method: string, endpoint: string, payload?: unknown): Promise<T> {
  const res = await net.fetch(ROOT + endpoint, {
    method,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return (await res.json()) as T;
}

export const getJson = async <T>(endpoint: string): Promise<T> =>
  (await globalThis.fetch(\`\${ROOT}\${endpoint}\`)).json() as Promise<T>;
`;

/** A local object whose \`fetch\` reads a cache: its wrapper sends nothing. */
const CACHE = `const store = new Map<string, unknown>();
const memo = { fetch: (key: string) => store.get(key) };

export function cached(key: string) {
  return memo.fetch(key);
}
`;

describe('fetch written as a member (net.fetch of electron, globalThis.fetch)', () => {
  it('reads the wrappers over it as requests; a local object with a fetch method is no client', async () => {
    const calls = `import { getJson, request } from './http';
import { cached } from './cache';

export const addProfile = (profile: { name: string }) => request('POST', '/notificationProfiles/add', profile);
export const hazard = (itemId: number) =>
  request<{ hazardId: number }>('POST', '/hazards/complianceItem', { itemId, hazardName: 'Spill', riskLevel: 'High' });
export const categories = () => getJson<unknown[]>('/records');
export const remembered = () => cached('/records');
`;
    await migrateSmallProject(
      'member-fetch-',
      { 'src/http.ts': HTTP, 'src/cache.ts': CACHE, 'src/calls.ts': calls },
      { from: 4, to: 6, typecheck: false },
      async (dir) => {
        const out = await readFile(join(dir, 'src/calls.ts'), 'utf8');
        expect(out).toContain(`request('POST', '/notificationProfiles', profile)`);
        expect(out).toContain(`{ itemId, title: 'Spill', severity: 'High' }`);
        expect(out).toContain(`getJson<unknown[]>('/categories')`);
        // not read as a wrapper (it would be a request with no such TODO): a relative path alone still counts
        expect(out).toContain('cached(…) is not a request the codemod can read');
        expect(await readFile(join(dir, 'src/http.ts'), 'utf8')).toBe(HTTP);
        expect(await readFile(join(dir, 'src/cache.ts'), 'utf8')).toBe(CACHE);
        expect((await rerunSmallProject(dir)).summary.changed).toBe(0);
      },
    );
  });
});
