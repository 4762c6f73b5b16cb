/**
 * A URL glob of a test's stub (Cypress's `cy.intercept('**\/api/v4/records*')`, Playwright's
 * `page.route('**\/api/v4/records/**')`, both minimatch; msw's `http.post('*\/api/v4/records', …)`): its leading `**`
 * (msw: `*`) stands for any origin, a trailing run of
 * `*` (after the path or its last slash) for any rest. Both are kept as written around the path the map reads.
 */
export interface UrlGlob {
  /** `**` or `*` when the text starts with it and a slash, else empty. */
  prefix: string;
  /** The text without them: a path the map can read (`/api/v4/records`). */
  text: string;
  /** The trailing stars (`*`, `**`), else empty. */
  suffix: string;
}

const LEADING = /^\*{1,2}(?=\/)/;
const TRAILING = /\*+$/;

/** Splits a glob's leading `**` and trailing stars from its path; a text with neither comes back as it is. */
export function splitGlob(text: string): UrlGlob {
  const prefix = LEADING.exec(text)?.[0] ?? '';
  const rest = text.slice(prefix.length);
  // only a glob written as a path (`/…`): a query or fragment after the stars is not read as one
  const suffix = rest.startsWith('/') && !/[?#]/.test(rest) ? (TRAILING.exec(rest)?.[0] ?? '') : '';
  return { prefix, text: rest.slice(0, rest.length - suffix.length), suffix };
}
