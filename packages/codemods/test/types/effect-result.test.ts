import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlerTsconfig, migrateInstalledProject } from './installed-project.js';

/**
 * An fp-ts effect's value as the response type (`types/effect-result.ts`): the call's type is called through, awaited
 * and its Either's `right` taken, so the io-ts codec that decodes the response has its keys renamed with every read.
 * Written unlike the fp-ts trial: a `TaskEither` (no Reader), a two-argument `getJson(codec, url)` written as a
 * function declaration, `t.exact(t.type(…))`, a template segment builder. Another service's codec with the same keys
 * (`AuditRow`) is left.
 */
const files: Record<string, string> = {
  'tsconfig.json': bundlerTsconfig,
  'src/http.ts': [
    "import * as E from 'fp-ts/Either';",
    "import { pipe } from 'fp-ts/function';",
    "import * as TE from 'fp-ts/TaskEither';",
    "import type * as t from 'io-ts';",
    "const API = 'https://compliance.example.com/api/v4';",
    'export function route(...parts: Array<string | number>): string {',
    "  return `/${parts.join('/')}`;",
    '}',
    'export function getJson<C extends t.Mixed>(codec: C, url: string): TE.TaskEither<Error, t.TypeOf<C>> {',
    '  return pipe(',
    '    TE.tryCatch(() => fetch(API + url).then((r) => r.json() as Promise<unknown>), (e) => new Error(String(e))),',
    "    TE.chainEitherKW((body) => pipe(codec.decode(body), E.mapLeft(() => new Error('decode')))),",
    '  );',
    '}',
    '',
  ].join('\n'),
  'src/records.ts': [
    "import { pipe } from 'fp-ts/function';",
    "import * as TE from 'fp-ts/TaskEither';",
    "import * as t from 'io-ts';",
    "import { getJson, route } from './http';",
    'const Row = t.exact(t.type({ recordId: t.number, recordName: t.string }));',
    'const Listing = t.type({ data: t.array(Row) });',
    'export const names = pipe(',
    "  getJson(Listing, route('records')),",
    '  TE.map((page) => page.data.map((row) => `${row.recordId}: ${row.recordName}`)),',
    ');',
    // a path only this API has: `API` is this API's base
    "export const forms = getJson(t.unknown, route('items', 'mytestforms'));",
    'const AuditRow = t.type({ recordId: t.number, recordName: t.string });',
    'export const audited = (u: unknown) => AuditRow.is(u) && u.recordName;',
    '',
  ].join('\n'),
};

describe("an fp-ts effect's value as the response type", () => {
  it("renames the decoding codec's keys and their reads; another codec is left", async () => {
    await migrateInstalledProject('effect-result-', files, async (dir, report, again) => {
      const text = await readFile(join(dir, 'src/records.ts'), 'utf8');
      expect(text).toContain("getJson(Listing, route('categories'))");
      expect(text).toContain('t.exact(t.type({ categoryId: t.number, categoryName: t.string }))');
      expect(text).toContain('`${row.categoryId}: ${row.categoryName}`');
      expect(text).toContain('const AuditRow = t.type({ recordId: t.number, recordName: t.string });');
      expect(text).toContain('AuditRow.is(u) && u.recordName');
      expect(report.typeErrors).toEqual([]);
      expect((await again()).summary.changed).toBe(0);
    });
  }, 120_000);
});
