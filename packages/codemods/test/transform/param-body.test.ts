import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { rtkStandIn } from '../types/zod-stand-in.js';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], module: 'esnext', moduleResolution: 'bundler' },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': rtkStandIn,
  'src/api.ts': [
    "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';",
    '',
    'export interface Input { id: number; name: string }',
    'export const api = createApi({',
    "  reducerPath: 'compliance',",
    "  baseQuery: fetchBaseQuery({ baseUrl: '/api/v4/' }),",
    '  endpoints: (build) => ({',
    '    // the parameter is the body, sent once: it gives the id to the path',
    '    update: build.mutation<void, Input>({',
    "      query: (body: Input) => ({ url: 'notificationProfiles/update', method: 'PUT', body }),",
    '    }),',
    '    // the parameter is read again (its id logged): it stays whole, the path reads its id, with a TODO',
    '    save: build.mutation<void, Input>({',
    '      query: (input) => {',
    '        console.log(input.name);',
    "        return { url: 'notificationProfiles/update', method: 'PUT', body: input };",
    '      },',
    '    }),',
    '  }),',
    '});',
    '',
    '// a function that makes the call itself: its parameter stays whole, the path reads its id, with a TODO',
    'declare const http: { put(url: string, body: unknown): Promise<unknown> };',
    "export const put = (profile: Input) => http.put('/api/v4/notificationProfiles/update', profile);",
    '',
  ].join('\n'),
};

describe('a moved field of a body that is the whole parameter of RTK Query’s query function', () => {
  it('is destructured out of the parameter into the path; a parameter read elsewhere keeps the TODO', async () => {
    await migrateSmallProject('param-body-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/api.ts'), 'utf8');
      expect(out).toContain(
        "query: ({ id, ...body }: Input) => ({ url: `notificationProfiles/${id}`, method: 'PUT', body })",
      );
      expect(out).toContain(
        "return { url: `notificationProfiles/${input.id}`, method: 'PUT', body: input };",
      );
      const todos = report.todos.filter((t) => /takes the id in the path only/.test(t.message));
      expect(out).toContain(
        'export const put = (profile: Input) => http.put(`/api/v4/notificationProfiles/${profile.id}`, profile);',
      );
      expect(todos).toHaveLength(2);
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
