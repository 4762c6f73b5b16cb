import { identifierName, isIdentifier, isMember, type AstNode } from '../transform/node-types.js';
import type { FileFacts } from './file-facts.js';

/** Objects whose `.fetch` is the platform's fetch. */
const GLOBALS = new Set(['globalThis', 'window', 'self']);
/** Names of a package's export whose `.fetch(url, init)` is fetch's (Electron's `net.fetch`). */
const FETCHING_EXPORTS = new Set(['net']);

/**
 * Whether a callee is fetch written as a member: `globalThis.fetch`, `window.fetch`, or `net.fetch` of an imported
 * package export `net` (Electron's main-process fetch, same arguments); `this.fetch` or a local `net` is not.
 */
export function isMemberFetch(facts: FileFacts, callee: AstNode): boolean {
  if (!isMember(callee) || callee.computed || identifierName(callee.property) !== 'fetch') return false;
  const object = callee.object;
  if (!isIdentifier(object)) return false;
  if (GLOBALS.has(object.name)) return !facts.locals.has(object.name) && !facts.imports.has(object.name);
  const imported = facts.imports.get(object.name);
  return imported !== undefined && imported.file === undefined && FETCHING_EXPORTS.has(imported.name);
}
