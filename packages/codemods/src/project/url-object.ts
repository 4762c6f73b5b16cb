import { argsOf } from '../transform/call-site.js';
import { isIdentifier } from '../transform/node-types.js';
import type { AstNode } from '../transform/node-types.js';
import { marker } from '../api/markers.js';
import type { UrlExpression } from '../transform/url-expression.js';
import { eachNode, unwrap } from './file-facts.js';

/** `new URL(base + path)`: the URL text it is built from (one argument only; `new URL(path, base)` has its own use). */
export function newUrlText(node: AstNode): AstNode | undefined {
  if (node.type !== 'NewExpression') return undefined;
  const { callee } = node;
  const args = argsOf(node);
  return isIdentifier(callee) && callee.name === 'URL' && args.length === 1 ? args[0] : undefined;
}

/**
 * A parameter whose entries a wrapper sets on a query, in a loop (`for (const [key, value] of
 * Object.entries(query ?? {})) url.searchParams.set(key, String(value))`, also `.append`, or `forEach`): the
 * wrapper's query.
 */
export function queryLoopParam(
  body: AstNode,
  paramIndex: (expression: AstNode) => number | undefined,
): number | undefined {
  let found: number | undefined;
  eachNode(body, (node) => {
    if (found !== undefined || node.type !== 'ForOfStatement') return;
    const right = unwrap(node.right);
    const entries = right && objectEntriesOf(right);
    if (!entries) return;
    const key = loopKey(node.left);
    if (key && setsKey(node.body, key)) found = paramIndex(entries);
  });
  return found;
}

/** `Object.entries(x)` → x. */
function objectEntriesOf(node: AstNode): AstNode | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const { callee } = node;
  if (callee.type !== 'MemberExpression') return undefined;
  const { object, property } = callee;
  if (!isIdentifier(object) || object.name !== 'Object' || !isIdentifier(property)) return undefined;
  return property.name === 'entries' ? argsOf(node)[0] : undefined;
}

/** `const [key, value]` → `key`. */
function loopKey(left: AstNode): string | undefined {
  const pattern = left.type === 'VariableDeclaration' ? left.declarations[0]?.id : left;
  if (pattern?.type !== 'ArrayPattern') return undefined;
  const first = pattern.elements[0];
  return first && isIdentifier(first) ? first.name : undefined;
}

/** A `.set(key, …)` or `.append(key, …)` call with the loop's key in the loop's body (on searchParams or a URLSearchParams). */
function setsKey(body: AstNode, key: string): boolean {
  let found = false;
  eachNode(body, (node) => {
    if (found || node.type !== 'CallExpression') return;
    const { callee } = node;
    if (callee.type !== 'MemberExpression') return;
    const { property } = callee;
    const first = argsOf(node)[0];
    found =
      isIdentifier(property) &&
      (property.name === 'set' || property.name === 'append') &&
      first !== undefined &&
      isIdentifier(first) &&
      first.name === key;
  });
  return found;
}

/**
 * `base + path` with no string in it (`this.baseUrl + path`), read as a URL of two holes: what a wrapper builds its
 * request URL from, with any further operands as holes after the path (`BASE_URL + path + queryString_(params)`,
 * a query rendered by a function of the project). (readUrlExpression wants a string in a URL; this shape is only
 * read inside a wrapper.)
 */
export function joinedUrl(node: AstNode): UrlExpression | undefined {
  if (node.type !== 'BinaryExpression' || node.operator !== '+') return undefined;
  const operands = concatOperands(node);
  const [left, right] = operands.map(unwrap);
  const plain = (n: AstNode | undefined): n is AstNode =>
    isIdentifier(n) || n?.type === 'MemberExpression' || trimmedOperand(n);
  if (!plain(left) || !plain(right)) return undefined;
  const holes = [left, right, ...operands.slice(2)];
  return {
    node,
    gaps: holes.map(() => ({ text: '' })).concat([{ text: '' }]),
    holes,
    text: holes.map((_, i) => marker(i)).join(''),
  };
}

/** `a + b + c` → [a, b, c] (left-associated `+` only). */
function concatOperands(node: AstNode): AstNode[] {
  if (node.type !== 'BinaryExpression' || node.operator !== '+') return [node];
  return [...concatOperands(node.left), node.right];
}

/** Methods that tidy a base before a path is added (`base.replace(/\/+$/, '')`, `base.trim()`). */
const TIDY = new Set(['replace', 'replaceAll', 'trim', 'trimEnd']);

/** `base.replace(/\/+$/, '')`: a name, or a member, tidied by a string method: still a plain operand of a URL. */
function trimmedOperand(node: AstNode | undefined): boolean {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return false;
  const { object, property } = node.callee;
  return (
    isIdentifier(property) &&
    TIDY.has(property.name) &&
    (isIdentifier(object) || object.type === 'MemberExpression')
  );
}
