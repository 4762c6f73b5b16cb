import { describe, expect, it } from 'vitest';
import { formatSummary } from '../../src/index.js';
import { migrateSmallProject } from '../helpers.js';

/**
 * An old path written without its slash given to a call the run does not read as a request
 * (`transform/bare-call-paths.ts`): the closing scan lists it to look at, with where it went, so the summary never says
 * "no old paths left" while one is there. Only a string that is an old path by the catalog's templates counts: a
 * word that is no endpoint's path, a message, a test's title, a string method's argument or a Redux action type
 * (`createAction('records/loaded')`, `expect(loaded.type).toBe('records/loaded')`) is not listed, and a path
 * the run rewrote is gone.
 */
const files: Record<string, string> = {
  'src/client.ts': [
    "import got from 'got';",
    'export const compliance = got.extend({ prefixUrl: process.env.COMPLIANCE_URL });',
    "export const exported = () => compliance.stream('items/exportToExcel');",
    '',
  ].join('\n'),
  'src/warm.ts': [
    "import { warmCache } from 'some-cache';",
    "import { compliance } from './client';",
    "export const warm = () => warmCache(compliance, 'records');",
    'export const one = (id: number) => warmCache(compliance, `records/${id}`);',
    "export const read = () => compliance.get('records');",
    '',
  ].join('\n'),
  // look-alikes: a word no endpoint has, a message, a title, string methods
  'src/words.ts': [
    "import { warmCache } from 'some-cache';",
    "import { defineStore } from 'pinia';",
    "import { revalidateTag } from 'next/cache';",
    "export const other = () => warmCache('recordings');",
    "export const said = () => console.log('records');",
    "export const starts = (name: string) => name.startsWith('records/') || name.includes('types');",
    "export const spaced = () => warmCache('records of the day');",
    // a single word given to a call that involves no client of this API: a store's id, a cache tag
    "export const store = () => defineStore('records');",
    "export const tag = () => revalidateTag('records');",
    '',
  ].join('\n'),
  // Redux action types named for the resource, written another way than a store's id
  'src/actions.ts': [
    "import { createAction, createAsyncThunk } from '@reduxjs/toolkit';",
    "import { compliance } from './client';",
    "export const loaded = createAction<string[]>('records/loaded');",
    "export const fetchRecords = createAsyncThunk('records/fetch', () => warmed(compliance));",
    'declare function warmed(client: unknown): Promise<string[]>;',
    '',
  ].join('\n'),
  // a test comparing an action's \`type\` (not listed) and another value (listed) with such a string
  'src/actions.test.ts': [
    "import { expect } from 'vitest';",
    "import { fetchRecords, loaded } from './actions';",
    'declare const lastCall: { url: string };',
    "expect(loaded.type).toBe('records/loaded');",
    "expect(fetchRecords.pending.type).not.toEqual('records/fetch/pending');",
    "expect(lastCall.url).toBe('records/7');",
    '',
  ].join('\n'),
};

describe('an old path written without its slash, given to a call the run does not read', () => {
  it('is listed among the old paths left, with where it went; words, messages and rewritten paths are not', () =>
    migrateSmallProject('bare-call-paths-', files, { from: 4, to: 6 }, async (_dir, report) => {
      const look = report.remaining.filter((r) => r.left === 'look');
      expect(look.map((r) => [r.file, r.line, r.text, r.why])).toEqual([
        [
          'src/actions.test.ts',
          6,
          "'records/7'",
          'written without its slash, given to toBe(…), not known as a request',
        ],
        [
          'src/warm.ts',
          3,
          "'records'",
          'written without its slash, given to warmCache(…), not known as a request',
        ],
        [
          'src/warm.ts',
          4,
          '`records/${id}`',
          'written without its slash, given to warmCache(…), not known as a request',
        ],
      ]);
      expect(report.edits.filter((e) => e.file === 'src/warm.ts')).toHaveLength(1); // `get('records')`
      const summary = formatSummary(report);
      expect(summary).not.toContain('no old paths left');
      expect(summary).toContain(
        "src/warm.ts:3:49  'records'  (written without its slash, given to warmCache(…)",
      );
    }));
});
