import type { ReportFormatter } from './formatter.js';

/** The whole report as JSON: the input of `map infer --from-report` and of other tools. */
export const jsonFormatter: ReportFormatter = {
  id: 'json',
  mediaType: 'application/json',
  render: (report) => `${JSON.stringify(report, null, 2)}\n`,
};
