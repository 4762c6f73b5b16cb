import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Loss, Note } from '@compliance-migrate/rename-map';
import { openAtomic } from './atomic-write.js';

/**
 * One thing `translate` reports about a line: `loss` when the output no longer holds data of the input (a
 * dropped field, a list cut to its first element, an id moved out of the body into the path), `untranslated`
 * when the line was left as it was (not JSON, not the endpoint's shape, a request the map cannot route).
 */
export interface ReportEntry {
  line: number;
  kind: 'loss' | 'untranslated';
  /** The loss reason (`many-to-one`, `field-dropped`) or note code (`moved-to-path`, `not-json`, …). */
  code: string;
  changeId?: string;
  /** JSON path in the input line, when known. */
  path?: string;
  message: string;
}

/** The `--report` file: what was translated and every entry, in line order. */
export interface TranslationReport {
  from: number;
  to: number;
  endpoint: string;
  side: 'request' | 'response';
  input: string;
  lines: number;
  losses: number;
  untranslated: number;
  entries: ReportEntry[];
}

const LOSS_WORDS: Record<Loss['reason'], string> = {
  'many-to-one': 'a list cut to its first element, as the target version holds one',
  'field-dropped': 'a field the target version has no room for was dropped',
};

/** The entries of one line's losses and notes (a `moved-to-path` note is a loss: a body cannot hold a path). */
export function entriesOf(line: number, notes: readonly Note[], lossy: readonly Loss[]): ReportEntry[] {
  const entries: ReportEntry[] = lossy.map((loss) => ({
    line,
    kind: 'loss',
    code: loss.reason,
    changeId: loss.changeId,
    path: loss.path,
    message: `lost ${loss.path}: ${LOSS_WORDS[loss.reason]} (change ${loss.changeId})`,
  }));
  for (const note of notes) {
    const moved = note.code === 'moved-to-path';
    entries.push({
      line,
      kind: moved ? 'loss' : 'untranslated',
      code: note.code,
      ...(note.changeId === undefined ? {} : { changeId: note.changeId }),
      ...(note.path === undefined ? {} : { path: note.path }),
      message: moved
        ? `lost ${note.message}, which a stored body cannot hold (change ${note.changeId})`
        : note.message,
    });
  }
  return entries;
}

/** Writes the report as JSON, atomically. */
export async function writeReport(file: string, report: TranslationReport): Promise<void> {
  const target = openAtomic(file);
  try {
    await pipeline(Readable.from([`${JSON.stringify(report, null, 2)}\n`]), target.stream);
    await target.commit();
  } catch (error) {
    await target.abort();
    throw error;
  }
}
