import { readdir } from 'node:fs/promises';
import { basename, dirname, extname } from 'node:path';
import { distance } from 'fastest-levenshtein';

/** Extensions a YAML or JSON document file is written with; a name with one of them may have meant another. */
const DOCUMENT_EXTENSIONS = ['.yaml', '.yml', '.json'];

/**
 * The file next to a missing `file` that was most likely meant: the same name with another of `.yaml`, `.yml` and
 * `.json`, else a document file whose name is within two edits. Written as the user wrote `file` (same folder part).
 */
export async function nearestFile(file: string): Promise<string | undefined> {
  const folder = dirname(file);
  let names: string[];
  try {
    names = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return undefined;
  }
  const wanted = basename(file);
  const stem = wanted.slice(0, wanted.length - extname(wanted).length);
  const documents = names.filter((n) => DOCUMENT_EXTENSIONS.includes(extname(n).toLowerCase()));
  const sameStem = documents.find((n) => n.slice(0, n.length - extname(n).length) === stem);
  const near = documents
    .map((n) => ({ n, d: distance(n.toLowerCase(), wanted.toLowerCase()) }))
    .filter(({ d }) => d <= 2)
    .sort((a, b) => a.d - b.d)[0]?.n;
  const found = sameStem ?? near;
  return found === undefined ? undefined : file.slice(0, file.length - wanted.length) + found;
}
