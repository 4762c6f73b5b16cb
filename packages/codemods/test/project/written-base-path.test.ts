import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A wrapper whose URL writes a relative base path of this API before its path parameter (`project/written-base-path.ts`):
 * the browser's helper of a Gatsby site, ``fetch(`/api/compliance/${path}?${qs}`)``, over the site's own catch-all
 * function `src/api/compliance/[...path].ts` that forwards the path to this API (`project/proxy-routes.ts`), and a
 * helper over `/api/v4/${path}` (a base path of the rules). Its calls are requests: paths, queries and the answers'
 * reads follow. Left: a helper over another prefix (`/portal/${path}`, `/api/cms/${path}` whose catch-all forwards
 * nothing), whose prefix says nothing about whose path it is.
 */
const TYPES = `export interface ProfileRow { profileId: number; recordName: string; typeName: string }
export interface Page<T> { data: T[] }
`;

const helper = (
  name: string,
  prefix: string,
): string => `export async function ${name}<T>(path: string, params: object = {}): Promise<T> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const res = await fetch(\`${prefix}\${path}?\${query}\`, { headers: { Accept: 'application/json' } });
  return (await res.json()) as T;
}
`;

const use = (name: string): string => `import { ${name} } from './lib/${name}';
import type { Page, ProfileRow } from './types';

export async function names_${name}(term: string): Promise<string[]> {
  const page = await ${name}<Page<ProfileRow>>('profiles/search', { searchText: term });
  return page.data.map((p) => p.recordName);
}
`;

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], lib: ['esnext', 'dom'] },
    include: ['src'],
  }),
  'src/types.ts': TYPES,
  'src/api/compliance/[...path].ts': `declare function upstream(path: string, query: unknown): Promise<unknown>;
export default async function handler(req: { params: { path?: string }; query: unknown }, res: { json(b: unknown): void }) {
  res.json(await upstream(\`/\${req.params.path ?? ''}\`, req.query));
}
`,
  'src/api/cms/[...path].ts':
    'export default (req: unknown, res: { send(b: string): void }) => res.send(String(req));\n',
  'src/lib/liveGet.ts': helper('liveGet', '/api/compliance/'),
  'src/lib/v4Get.ts': helper('v4Get', '/api/v4/'),
  'src/lib/portalGet.ts': helper('portalGet', '/portal/'),
  'src/lib/cmsGet.ts': helper('cmsGet', '/api/cms/'),
  'src/live.ts': use('liveGet'),
  'src/v4.ts': use('v4Get'),
  'src/portal.ts': use('portalGet'),
  'src/cms.ts': use('cmsGet'),
};

describe('a wrapper over a relative base path of this API', () => {
  it('reads the calls of a helper over a forwarding catch-all route or an API base path; other prefixes are left', async () => {
    await migrateSmallProject('written-base-path-', files, { from: 4, to: 6 }, async (dir) => {
      for (const name of ['live', 'v4']) {
        const out = await readFile(join(dir, `src/${name}.ts`), 'utf8');
        expect(out).toContain("('profiles/search', { keyword: term })");
        expect(out).toContain('p.categoryName');
      }
      for (const name of ['portal', 'cms'])
        expect(await readFile(join(dir, `src/${name}.ts`), 'utf8')).not.toContain('keyword');
    });
  }, 60_000);
});
