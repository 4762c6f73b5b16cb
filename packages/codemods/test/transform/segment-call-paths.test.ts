import { describe, expect, it } from 'vitest';
import { formatSummary } from '../../src/index.js';
import { migrateSmallProject } from '../helpers.js';

/**
 * An old path written as the segments of one call of a URL builder (`transform/segment-call-paths.ts`): the run does
 * not read it as a URL, so the closing scan lists it to look at, never "no old paths left". Written here another way
 * than the fp-ts trial's `path('records', id)`: a `joinUrl(...parts)` builder, double quotes, a constant segment, the
 * value handed straight to a request helper. Look-alikes are not listed: a method's argument (`cache.get('records')`),
 * a single word in a call standing alone (`defineStore('records')`), segments no endpoint has.
 */
const files: Record<string, string> = {
  'src/urls.ts': [
    "export const joinUrl = (...parts: Array<string | number>): string => '/' + parts.join('/');",
    '',
  ].join('\n'),
  'src/client.ts': [
    "import { joinUrl } from './urls';",
    "const EXPORTS = 'exportToExcel';",
    'declare function send(url: string, init?: RequestInit): Promise<Response>;',
    'export const one = (recordId: number) => send(joinUrl("types", recordId), { method: "PUT" });',
    'export const exported = () => send(joinUrl("items", EXPORTS));',
    'export const listed = () => send(joinUrl("records") + "?pageSize=10");',
    '',
  ].join('\n'),
  'src/words.ts': [
    "import { joinUrl } from './urls';",
    "import { defineStore } from 'pinia';",
    'declare const cache: Map<string, unknown>;',
    "export const cached = () => cache.get('records');",
    "export const store = () => defineStore('records');",
    "export const page = () => console.log(joinUrl('recordings', 2));",
    '',
  ].join('\n'),
};

describe('an old path written as the segments of a URL builder call', () => {
  it('is listed among the old paths left, with the path it joins; look-alikes are not', () =>
    migrateSmallProject(
      'segment-call-paths-',
      files,
      { from: 4, to: 6, typecheck: false },
      async (_dir, report) => {
        const look = report.remaining.filter((r) => r.left === 'look');
        expect(look.map((r) => [r.file, r.line, r.text, r.why])).toEqual([
          [
            'src/client.ts',
            4,
            'joinUrl("types", recordId)',
            'path segments given to joinUrl(…), joined /types/{…}: a URL builder the run does not read',
          ],
          [
            'src/client.ts',
            5,
            'joinUrl("items", EXPORTS)',
            'path segments given to joinUrl(…), joined /items/exportToExcel: a URL builder the run does not read',
          ],
          [
            'src/client.ts',
            6,
            'joinUrl("records")',
            'path segments given to joinUrl(…), joined /records: a URL builder the run does not read',
          ],
        ]);
        expect(report.edits).toEqual([]);
        expect(formatSummary(report)).not.toContain('no old paths left');
      },
    ));
});
