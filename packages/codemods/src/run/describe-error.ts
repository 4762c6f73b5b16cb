import type { ChangeMap } from '@compliance-migrate/rename-map';
import type { UrlRules } from '../api/url.js';
import type { FileContext } from '../project/file-context.js';
import type { TransformResult } from '../transform/transform.js';

/** What a worker needs to build its own ApiIndex: plain data, copied into the worker. */
export interface WorkerSetup {
  map: ChangeMap;
  from: number;
  to: number;
  rules: UrlRules;
}

/** One file to transform. */
export interface ToWorker {
  id: number;
  file: string;
  source: string;
  context?: FileContext;
}

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; result: TransformResult }
  | { kind: 'failed'; id: number; error: string };

/** A parser or transform error as one line, with the parser's position when it has one. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    return loc && !error.message.includes(`(${loc.line}:`)
      ? `${error.message} (${loc.line}:${loc.column})`
      : error.message;
  }
  return String(error);
}
