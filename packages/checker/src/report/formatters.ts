import { CheckerError } from '../errors.js';
import { githubFormatter } from './format-github.js';
import { htmlFormatter } from './format-html.js';
import { jsonFormatter } from './format-json.js';
import { junitFormatter } from './format-junit.js';
import { terminalFormatter } from './format-terminal.js';
import type { ReportFormatter } from './formatter.js';

/** Every output format by id. */
export const FORMATTERS = {
  terminal: terminalFormatter,
  json: jsonFormatter,
  junit: junitFormatter,
  html: htmlFormatter,
  github: githubFormatter,
} as const satisfies Record<string, ReportFormatter>;

export type FormatId = keyof typeof FORMATTERS;

/** The formatter of a format id, or an error listing the known ones. */
export function formatterFor(id: string): ReportFormatter {
  const found = (FORMATTERS as Record<string, ReportFormatter>)[id];
  if (!found)
    throw new CheckerError(
      'ERR_CHECK_FORMAT_UNKNOWN',
      `Unknown report format "${id}"; use one of ${Object.keys(FORMATTERS).join(', ')}.`,
    );
  return found;
}
