import { makeFinding, type Finding } from '../findings/finding.js';
import { bodyHash } from './body-hash.js';
import type { BodyKind } from './body-kind.js';
import { diffJson, type CompiledDiffOptions } from './diff-json.js';
import { noiseFrom, withoutNoise, type NoiseField } from './noise.js';
import { readSheetRows, type SheetRows, type Unreadable } from './xlsx-rows.js';

/** Two answers of the same non-JSON media type: A's (twice, to learn noise) and B's. */
export interface FileBodies {
  operation: string;
  kind: Exclude<BodyKind, 'json'>;
  a: Buffer;
  /** A's second answer, when there was one. */
  a2?: Buffer;
  b: Buffer;
  /** Brings B's spreadsheet column names into A's version. */
  headerNames: (names: string[]) => string[];
  diffOptions: CompiledDiffOptions;
}

/** What comparing two file bodies found. */
export interface FileComparison {
  findings: Finding[];
  noise: NoiseField[];
  suppressed: number;
}

/**
 * Compares two bodies that are not JSON: spreadsheets by sheet and cell (B's header row translated into A's
 * names, then the rows diffed like JSON at `$.<sheet>[row].<column>`), anything else by sha256. A body that cannot
 * be read is noted (response.body-not-compared), never passed as equal.
 */
export async function compareFiles(input: FileBodies): Promise<FileComparison> {
  return input.kind === 'xlsx' ? compareSpreadsheets(input) : compareHashes(input);
}

async function compareSpreadsheets(input: FileBodies): Promise<FileComparison> {
  const [a, b] = await Promise.all([readSheetRows(input.a), readSheetRows(input.b, input.headerNames)]);
  const unread = (
    [
      ['A', a],
      ['B', b],
    ] as const
  )
    .filter((x): x is readonly ['A' | 'B', Unreadable] => 'unreadable' in x[1])
    .map(([side, x]) =>
      makeFinding('response.body-not-compared', input.operation, `$${side}`, {
        detail: `${side}'s spreadsheet: ${x.unreadable}`,
      }),
    );
  if (unread.length > 0) return { findings: unread, noise: [], suppressed: 0 };
  const rowsA = a as SheetRows;
  const a2 = input.a2 ? await readSheetRows(input.a2) : undefined;
  const noise =
    a2 && !('unreadable' in a2) ? noiseFrom(diffJson(input.operation, rowsA, a2, input.diffOptions)) : [];
  const { kept, suppressed } = withoutNoise(
    diffJson(input.operation, rowsA, b as SheetRows, input.diffOptions),
    noise,
  );
  return { findings: kept, noise, suppressed: suppressed.length };
}

function compareHashes(input: FileBodies): FileComparison {
  const a = bodyHash(input.a);
  const b = bodyHash(input.b);
  if (input.a2 && bodyHash(input.a2) !== a) {
    // A answers differently each time (a timestamp in the file, say): the bytes say nothing about B.
    const noise: NoiseField = { operation: input.operation, path: '$', values: [a, bodyHash(input.a2)] };
    return { findings: [], noise: [noise], suppressed: a === b ? 0 : 1 };
  }
  if (a === b) return { findings: [], noise: [], suppressed: 0 };
  const finding = makeFinding('response.body-changed', input.operation, '$', {
    expected: a,
    actual: b,
    detail: `${input.a.length} byte(s) in A, ${input.b.length} in B`,
  });
  return { findings: [finding], noise: [], suppressed: 0 };
}
