/**
 * Base URLs that still name the version migrated from (`'https://compliance.example.com/api/v4'`, `'/api/v4'`): the
 * codemod leaves them (the spec does not say how a version is selected), so the summary lists each for a person
 * rather than leave the miss silent. Only a string that ends with the version segment is a base; a full endpoint URL
 * (`/api/v4/records`) is the transform's and the closing scan's, except a stub's glob (`'**\/api/v4/…'`, msw's `'*\/api/v4/…'`),
 * which must name the version the migrated app calls to match it.
 */

/** A string literal in a file that is a base URL ending in the old version's segment. */
export interface VersionBase {
  file: string;
  line: number;
  column: number;
  text: string;
}

const QUOTED = /(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;

/** The contents of the one-line string literals of `text` (quotes of any kind), each with its 1-based line and column. */
export function* quotedStrings(text: string): Generator<{ content: string; line: number; column: number }> {
  // lines counted from the previous match on, not from the start of the text for each one
  let line = 1;
  let lineStart = 0;
  let counted = 0;
  for (const match of text.matchAll(QUOTED)) {
    for (
      let at = text.indexOf('\n', counted);
      at !== -1 && at < match.index;
      at = text.indexOf('\n', at + 1)
    ) {
      line++;
      lineStart = at + 1;
    }
    counted = match.index;
    yield { content: match[2] ?? '', line, column: match.index - lineStart + 1 };
  }
}

/** The base URLs ending in `/v<from>` written as string literals in `text`, with 1-based line and column. */
export function versionBases(file: string, text: string, from: number): VersionBase[] {
  const base = versionBasePattern(from);
  // a stub's URL glob (`'**/api/v4/categories*'`, msw's `'*/api/v4/categories'`): its version segment no longer matches
  // the migrated app
  const glob = new RegExp(`^\\*{1,2}(?:/[\\w.-]+)*/v${from}/`, 'i');
  // a base path written without its leading slash (ember-data's `namespace = 'api/v4'`, an axios `baseURL: 'api/v4'`)
  const relative = new RegExp(`^[\\w.-]+(?:/[\\w.-]+)*/v${from}/?$`, 'i');
  const out: VersionBase[] = [];
  for (const { content, line, column } of quotedStrings(text)) {
    if (!base.test(content) && !glob.test(content) && !relative.test(content)) continue;
    out.push({ file, line, column, text: content });
  }
  return out;
}

/** A whole string that is a base URL ending in `/v<from>` (an origin, a path, or both). */
export function versionBasePattern(from: number): RegExp {
  return new RegExp(`^(?:[a-z][a-z0-9+.-]*:)?(?://[^/\\s]+)?(?:/[\\w.-]+)*/v${from}/?$`, 'i');
}
