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
// 13/44 required edits (token-scored) now: every edit of js/api.js, where jQuery's calls are read (data as the query
// of a GET or the body, `JSON.stringify`'d); 10/44 as the user ran it (NOTES.md). The rest are reads of responses in
// other files through the global `Api` object, the base URL's `/api/v4` (by design) and the 14 names in `.hbs` and
// `index.html`, which the run does not edit but lists line by line
const FLOOR = 0.52;

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

  it('names every line of the .hbs templates and index.html that holds an old name (14 names on 10 lines)', async () => {
    const { dir, cleanup } = await stageVersion(4, root);
    try {
      const report = await migrate(dir, 4, 6, { paths: [dir], dry: true, typecheck: false });
      const named = report.unreadTemplates.flatMap((l) => l.names.map((n) => `${l.file}:${l.line}:${n}`));
      expect(named).toHaveLength(14);
      expect(named).toContain('templates/item-row.hbs:6:score');
      expect(named).toContain('index.html:47:recordCode');
      expect(named).toContain('index.html:39:recordIds');
      // the base URL's `/api/v4`, left by design, is listed too rather than missed silently
      expect(report.versionBases.map((b) => `${b.file}:${b.line}`)).toEqual(['js/config.js:3']);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
