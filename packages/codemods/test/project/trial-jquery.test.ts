import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { migrate, stageVersion } from './realistic-run.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The twelfth trial client (fixtures/clients/trial-jquery): a legacy jQuery 3 + Handlebars v4 app a new user wrote
 * without reading the codemod (an IIFE `Api` module over `$.ajax`, `$.getJSON` and `$.post`, `.done/.fail` and a
 * `$.Deferred`, Handlebars templates in `templates/*.hbs` and in `index.html`, string-built HTML, serialised forms,
 * `window.location` export links, a hash router with `#/records/12` routes), migrated to v6 by hand; NOTES.md has
 * the hand count and the judgement calls. Scored over the whole app (`.js`, `.hbs`, `index.html`).
 */
const root = join(repoRoot, 'fixtures/clients/trial-jquery');
// 29/44 required edits (token-scored) now: every edit of js/api.js, where jQuery's calls are read (data as the query
// of a GET or the body, `JSON.stringify`'d), the reads of the responses the global `Api` object's methods give in the
// other scripts (`.done`, the callback `listTypes` hands on, `$.each`), and the two templates rendered with
// `GET /categories`' body (the inline `#record-row`, `record-option.hbs`); 13/44 before them, 10/44 as the user ran it
// (NOTES.md). Left: the serialised forms' field names (in index.html and the scripts reading them), `item-row.hbs`
// (rendered with rows a `$.Deferred` resolves), the base URL's `/api/v4` (by design); the template lines left are listed
const FLOOR = 0.65;

describe('the twelfth trial client (jQuery + Handlebars)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none wrong or where none was needed (the hash routes, the category list query), idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: 0,
        folders: ['.'],
      }),
    180_000,
  );

  it('names every line of the .hbs templates and index.html still holding an old name (8 of the 14 names; the 6 in the templates rendered with a response are renamed)', async () => {
    const { dir, cleanup } = await stageVersion(4, root);
    try {
      const report = await migrate(dir, 4, 6, { paths: [dir], dry: true, typecheck: false });
      const named = report.unreadTemplates.flatMap((l) => l.names.map((n) => `${l.file}:${l.line}:${n}`));
      expect(named).toHaveLength(8);
      expect(named).toContain('templates/item-row.hbs:6:score');
      expect(named).toContain('index.html:39:recordIds');
      expect(named.filter((n) => n.startsWith('index.html:47') || n.includes('record-option.hbs'))).toEqual(
        [],
      );
      // the base URL's `/api/v4`, left by design, is listed too rather than missed silently
      expect(report.versionBases.map((b) => `${b.file}:${b.line}`)).toEqual(['js/config.js:3']);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
