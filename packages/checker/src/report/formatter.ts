import type { CheckReport } from '../run/report-types.js';

/** Options every formatter receives. */
export interface RenderOptions {
  /** ANSI colours (terminal only; the CLI sets it only when the output is a TTY). */
  color?: boolean;
}

/** One output format: one file per format behind this interface (oasdiff's `formatters/format_*.go`). */
export interface ReportFormatter {
  readonly id: string;
  /** Media type of the output. */
  readonly mediaType: string;
  render(report: CheckReport, options?: RenderOptions): string;
}
