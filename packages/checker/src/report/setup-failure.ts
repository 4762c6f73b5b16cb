import { escapeXml } from './escape.js';
import type { FormatId } from './formatters.js';
import { data, property } from './workflow-command.js';

/** Why a check could not run at all (a login refused, a secret not set, a scenario that does not load). */
export interface SetupFailure {
  code: string;
  message: string;
  /** The scenario file, when known. */
  scenario?: string;
}

const TITLE = 'compliance-migrate check could not run';

/**
 * A report in `format` that says the check did not run and why, so CI that publishes the report (JUnit, GitHub
 * annotations, the HTML artefact) shows the cause rather than nothing; undefined for the terminal (stderr says it).
 */
export function renderSetupFailure(format: FormatId, failure: SetupFailure): string | undefined {
  const { code, message, scenario } = failure;
  switch (format) {
    case 'terminal':
      return undefined;
    case 'json':
      return `${JSON.stringify({ error: { code, message }, ...(scenario ? { scenario } : {}) }, null, 2)}\n`;
    case 'github': {
      const file = scenario ? `file=${property(scenario)},` : '';
      return `::error ${file}title=${property(TITLE)}::${data(`${code}: ${message}`)}\n`;
    }
    case 'junit':
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="compliance-migrate check" tests="1" failures="0" errors="1">',
        `  <testsuite name="${escapeXml(scenario ?? 'check')}" tests="1" failures="0" errors="1" skipped="0">`,
        `    <testcase name="setup" classname="compliance-migrate check">`,
        `      <error type="${escapeXml(code)}" message="${escapeXml(message)}">${escapeXml(message)}</error>`,
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n');
    case 'html':
      return [
        '<!doctype html>',
        '<html lang="en"><head><meta charset="utf-8"><title>compliance-migrate check: not run</title></head>',
        `<body><h1>${TITLE}</h1><p><code>${escapeXml(code)}</code></p><p>${escapeXml(message)}</p>`,
        scenario ? `<p>Scenario: <code>${escapeXml(scenario)}</code></p>` : '',
        '</body></html>',
        '',
      ].join('\n');
  }
}
