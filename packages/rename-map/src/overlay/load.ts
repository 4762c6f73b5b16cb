import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { LineCounter, parseDocument, YAMLParseError } from 'yaml';
import { MapReadError } from '../errors.js';
import { nearestFile } from './nearest-file.js';
import { createChangeMap, type ChangeMap, type OverlaySource } from '../map/change-map.js';

/** Reads and parses one overlay file (YAML, or JSON by `.json`), without validating it. */
export async function readOverlay(file: string): Promise<OverlaySource> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new MapReadError(file, await readProblem(file, error), { cause: error });
  }
  return { file, ...parseOverlay(text, file) };
}

/** Why an overlay file could not be read, in words: a missing file (with the one likely meant) or a folder. */
async function readProblem(file: string, error: unknown): Promise<string> {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') {
    const where = resolve(file) === file ? '' : `, looked for ${resolve(file)}`;
    const meant = await nearestFile(file);
    return `the file does not exist (ENOENT${where})${meant === undefined ? '' : `; did you mean ${meant}?`}`;
  }
  if (code === 'EISDIR') return 'is a folder, not an overlay file (EISDIR)';
  return `cannot read the file (${code ?? String(error)})`;
}

/** Parses overlay text as JSON (for `.json`) or YAML, naming the line of a syntax error. */
export function parseOverlayText(text: string, file: string): unknown {
  return parseOverlay(text, file).content;
}

/** {@link parseOverlayText}, with where each part of a YAML file starts, for messages naming a line. */
function parseOverlay(text: string, file: string): Omit<OverlaySource, 'file'> {
  if (extname(file).toLowerCase() === '.json') {
    try {
      return { content: JSON.parse(text) };
    } catch (error) {
      throw new MapReadError(file, `not valid JSON: ${(error as Error).message}`, { cause: error });
    }
  }
  try {
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter });
    if (doc.errors[0]) throw doc.errors[0];
    const lineOf = (path: readonly (string | number)[]): number | undefined => {
      const node: unknown = doc.getIn(path, true);
      const start = (node as { range?: [number, number, number] } | undefined)?.range?.[0];
      return start === undefined ? undefined : lineCounter.linePos(start).line;
    };
    return { content: doc.toJS(), lineOf };
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const line = error.linePos?.[0];
      throw new MapReadError(file, yamlProblem(error, text, line), { cause: error });
    }
    throw new MapReadError(file, `not valid YAML: ${(error as Error).message}`, { cause: error });
  }
}

/** Loads the built-in map with the given overlay files merged over it. */
export async function loadChangeMap(overlayFiles: readonly string[] = []): Promise<ChangeMap> {
  const overlays = await Promise.all(overlayFiles.map(readOverlay));
  return createChangeMap(overlays);
}

/** What usually fixes a YAML mistake, by the parser's message (its codes are too coarse to tell them apart). */
const YAML_HINTS: readonly (readonly [RegExp, string])[] = [
  [
    /end with a [\]}]|closing quote|missing closing/i,
    'a bracket or quote opened on this line or above is not closed',
  ],
  [/compact mappings|implicit keys need/i, 'a value holding ": " must be quoted: to: \'name: x\''],
  [
    /indicator|same column|indent/i,
    'the keys of one entry must start in the same column, under its first key',
  ],
  [/tab/i, 'indent with spaces, not tabs'],
];

/**
 * `not valid YAML at line L, column C: <what>`, the line itself with a caret under the column, and what usually
 * fixes it (the parser's own message repeats the place and ends in a colon before its excerpt).
 */
function yamlProblem(
  error: YAMLParseError,
  text: string,
  at: { line: number; col: number } | undefined,
): string {
  const what = error.message
    .split('\n')[0]!
    .replace(/ at line \d+, column \d+:?$/, '')
    .replace(/\.?$/, '');
  if (!at) return `not valid YAML: ${what}`;
  const source = text.split(/\r?\n/)[at.line - 1] ?? '';
  const hint = YAML_HINTS.find(([pattern]) => pattern.test(what))?.[1];
  return (
    `not valid YAML at line ${at.line}, column ${at.col}: ${what}.\n` +
    `    ${source}\n    ${' '.repeat(Math.max(0, at.col - 1))}^` +
    (hint ? `\n  (${hint})` : '')
  );
}
