import { createRequire } from 'node:module';
import { extname } from 'node:path';
import type * as t from '@babel/types';
import { readSagaEffects } from './saga-effects.js';

export type { AstNode } from './node-types.js';

interface Parser {
  parse(source: string): t.File;
}

/** The jscodeshift parser name for a file: babel for JS, ts for .ts, tsx for .tsx. */
export type ParserName = 'babel' | 'ts' | 'tsx';

const extensions: Record<string, ParserName> = {
  '.js': 'babel',
  '.jsx': 'babel',
  '.mjs': 'babel',
  '.cjs': 'babel',
  // Google Apps Script's own extension, as clasp writes a project with `"fileExtension": "gs"`: JavaScript
  '.gs': 'babel',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
};

/** File extensions the codemod reads. */
export const supportedExtensions: readonly string[] = Object.keys(extensions);

/** The parser jscodeshift would use for `file`, or undefined for files the codemod does not read. */
export function parserFor(file: string): ParserName | undefined {
  return extensions[extname(file).toLowerCase()];
}

const require = createRequire(import.meta.url);
const modules: Record<ParserName, string> = {
  babel: 'jscodeshift/parser/babel5Compat.js',
  ts: 'jscodeshift/parser/ts.js',
  tsx: 'jscodeshift/parser/tsx.js',
};
const loaded = new Map<ParserName, Parser>();

/**
 * Parses with jscodeshift's own parser for that name (the same options `jscodeshift --parser=…` uses),
 * without recast's reprinting layer: edits are spliced into the original text, so nothing else moves.
 */
export function parse(source: string, parser: ParserName): t.File {
  let p = loaded.get(parser);
  if (!p) {
    const factory = require(modules[parser]) as (() => Parser) | Parser;
    p = typeof factory === 'function' ? factory() : factory;
    loaded.set(parser, p);
  }
  // redux-saga's `call(fn, …args)` is read as the call it runs, `fn(…args)` (saga-effects.ts)
  return readSagaEffects(p.parse(source), source);
}

/** Where a parsed node starts in its file's text (the parsers set it on every node; a built node has none). */
export function startOf(node: { type: string; start?: number | null }): number {
  if (typeof node.start !== 'number')
    throw new Error(`a ${node.type} node without a position: not from the parser`);
  return node.start;
}

/** Where a parsed node ends in its file's text. */
export function endOf(node: { type: string; end?: number | null }): number {
  if (typeof node.end !== 'number')
    throw new Error(`a ${node.type} node without a position: not from the parser`);
  return node.end;
}
