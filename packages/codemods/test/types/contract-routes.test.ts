import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlerTsconfig, migrateInstalledProject } from './installed-project.js';

/**
 * Contract-first routes (`types/contract-routes.ts`, `types/contract-walk.ts`): a ts-rest route's query, body and
 * response schemas are its endpoint's, so their keys and the client's reads of them are renamed. Written unlike the
 * trial client: one contract with ts-rest's `c.query`/`c.mutation` helpers, schemas inline, a 201 response, the
 * client called with `.then`; a route of another service in the same contract is left; the call of a route whose
 * endpoint moved to a path with an id gets a TODO.
 */
const files: Record<string, string> = {
  'tsconfig.json': bundlerTsconfig,
  'src/api.ts': [
    "import { initClient, initContract } from '@ts-rest/core';",
    "import { z } from 'zod';",
    'const c = initContract();',
    'const Row = z.object({ id: z.number(), recordName: z.string(), score: z.number() });',
    'export const contract = c.router({',
    '  searchItems: c.query({',
    "    method: 'GET',",
    "    path: '/items/search',",
    '    query: z.object({ searchText: z.string() }),',
    '    responses: { 200: z.object({ data: z.array(Row) }) },',
    '  }),',
    '  createHazard: c.mutation({',
    "    method: 'POST',",
    "    path: '/hazards/complianceItem',",
    '    body: z.object({ itemId: z.number(), hazardName: z.string() }),',
    '    responses: { 201: z.object({ hazardId: z.number() }) },',
    '  }),',
    '  saveProfile: c.mutation({',
    "    method: 'PUT',",
    "    path: '/notificationProfiles/update',",
    '    body: z.object({ id: z.number(), name: z.string() }),',
    '    responses: { 200: z.object({ id: z.number() }) },',
    '  }),',
    '  warehouseRows: c.query({',
    "    method: 'GET',",
    "    path: '/warehouse/rows',",
    '    query: z.object({ searchText: z.string() }),',
    '    responses: { 200: z.object({ recordName: z.string() }) },',
    '  }),',
    '});',
    "export const client = initClient(contract, { baseUrl: 'https://compliance.example.com', baseHeaders: {} });",
    '',
  ].join('\n'),
  'src/use.ts': [
    "import { client } from './api';",
    'export function names(text: string): Promise<string[]> {',
    '  return client',
    '    .searchItems({ query: { searchText: text } })',
    '    .then((res) => (res.status === 200 ? res.body.data.map((r) => `${r.recordName} ${r.score}`) : []));',
    '}',
    "export const raise = (itemId: number) => client.createHazard({ body: { itemId, hazardName: 'Loose cable' } });",
    "export const save = (id: number) => client.saveProfile({ body: { id, name: 'Night shift' } });",
    'export async function shelf(): Promise<string> {',
    "  const res = await client.warehouseRows({ query: { searchText: 'a' } });",
    "  return res.status === 200 ? res.body.recordName : '';",
    '}',
    '',
  ].join('\n'),
};

describe('contract-first routes (ts-rest)', () => {
  it("rename the routes' schema keys and the client's reads; another service's route is left", async () => {
    await migrateInstalledProject('contract-routes-', files, async (dir, report, again) => {
      const api = await readFile(join(dir, 'src/api.ts'), 'utf8');
      expect(api).toContain(
        'const Row = z.object({ id: z.number(), categoryName: z.string(), complianceScore: z.number() });',
      );
      expect(api).toContain(
        '    query: z.object({ keyword: z.string() }),\n    responses: { 200: z.object({ data',
      );
      expect(api).toContain('body: z.object({ itemId: z.number(), title: z.string() }),');
      // the warehouse route: not this API's, its query and response keep their names
      expect(api).toContain(
        "path: '/warehouse/rows',\n    query: z.object({ searchText: z.string() }),\n    responses: { 200: z.object({ recordName: z.string() }) },",
      );
      const use = await readFile(join(dir, 'src/use.ts'), 'utf8');
      expect(use).toContain('.searchItems({ query: { keyword: text } })');
      expect(use).toContain('`${r.categoryName} ${r.complianceScore}`');
      expect(use).toContain("client.createHazard({ body: { itemId, title: 'Loose cable' } })");
      expect(use).toContain("client.warehouseRows({ query: { searchText: 'a' } })");
      expect(use).toContain('res.body.recordName');
      // the moved update: its call needs the path parameter, said at the call
      expect(use).toMatch(
        /\/\/ TODO\(compliance-migrate\): PUT \/notificationProfiles\/update became PUT \/notificationProfiles\/\{id\}.*\n.*client\.saveProfile\(/,
      );
      expect(report.typeErrors).toEqual([]);
      expect((await again()).summary.changed).toBe(0);
    });
  }, 120_000);
});
