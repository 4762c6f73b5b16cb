import type * as t from '@babel/types';
import { marker } from '../api/markers.js';
import { argsOf } from '../transform/call-site.js';
import { isStringLiteral, type AstNode } from '../transform/node-types.js';
import { unwrap, type FileFacts } from './file-facts.js';
import { isLinkedFunction, returnedExpression, type Linker } from './linker.js';

/** A path written as the segments of a URL builder's call (`path('records', id, 'archive')`), read as one URL. */
export interface SegmentPath {
  /** The builder's call. */
  call: t.CallExpression;
  /** The path, each argument that is not a written word a marker: `/records/<0>/archive`. */
  text: string;
}

/** A segment written as a word: a letter first, no slash, no space. */
const WORD = /^[A-Za-z][\w.-]*$/;
/** Array methods a builder may pass its segments through before joining them. */
const PASS_THROUGH = new Set(['map', 'filter']);

/**
 * The URL a path argument holds when it is a call of a segment builder of the project, or starts with one
 * (`path('types') + query({ recordId })`): a function with a rest parameter that returns it joined with slashes
 * (`(...segments) => '/' + segments.map(encodeURIComponent).join('/')`, `` `/${parts.join('/')}` ``). A segment given
 * as a name holding a string (`path(NOTIFICATION_PROFILES, 'add')`) is that string. Undefined for anything else.
 */
export function segmentPathOf(
  linker: Linker,
  facts: FileFacts,
  arg: AstNode,
  parents: readonly AstNode[],
): SegmentPath | undefined {
  let node = unwrap(arg);
  while (node?.type === 'BinaryExpression' && node.operator === '+') node = unwrap(node.left);
  // `` `${path('profiles', 'search')}?${params}` ``: the template starts with the builder's call
  if (node?.type === 'TemplateLiteral' && node.quasis[0]?.value.raw === '' && node.expressions[0])
    node = unwrap(node.expressions[0] as AstNode);
  if (node?.type !== 'CallExpression') return undefined;
  const value = linker.valueOf(facts, node.callee, parents);
  const fn = value && unwrap(value.node);
  if (!fn || !isLinkedFunction(fn) || !joinsRest(fn)) return undefined;
  const segments: string[] = [];
  let holes = 0;
  for (const a of argsOf(node)) {
    const held = a.type === 'Identifier' ? linker.valueOf(facts, a, parents) : undefined;
    const written = held ? unwrap(held.node) : a;
    if (written && isStringLiteral(written) && WORD.test(written.value)) segments.push(written.value);
    else if (a.type === 'SpreadElement') return undefined;
    else segments.push(marker(holes++));
  }
  if (segments.length === 0 || segments[0]!.startsWith('\uE000')) return undefined;
  return { call: node, text: '/' + segments.join('/') };
}

/** Whether the function returns its rest parameter joined with slashes, after a slash or not. */
function joinsRest(fn: AstNode): boolean {
  if (!('params' in fn)) return false;
  const rest = fn.params[fn.params.length - 1];
  if (rest?.type !== 'RestElement' || rest.argument.type !== 'Identifier') return false;
  const name = rest.argument.name;
  const returned = unwrap(returnedExpression(fn));
  if (!returned) return false;
  let joined: AstNode | undefined = returned;
  if (returned.type === 'BinaryExpression' && returned.operator === '+') {
    const left = unwrap(returned.left);
    if (!left || !isStringLiteral(left) || left.value !== '/') return false;
    joined = unwrap(returned.right);
  } else if (returned.type === 'TemplateLiteral') {
    const [first, last] = returned.quasis;
    if (returned.expressions.length !== 1 || first?.value.raw !== '/' || last?.value.raw !== '') return false;
    joined = unwrap(returned.expressions[0] as AstNode);
  }
  return isJoinOf(joined, name);
}

/** `name.join('/')`, through `.map(…)` / `.filter(…)` calls on it. */
function isJoinOf(node: AstNode | undefined, name: string): boolean {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return false;
  const method = node.callee.property;
  const [separator] = argsOf(node);
  if (method.type !== 'Identifier' || method.name !== 'join') return false;
  if (!separator || !isStringLiteral(separator) || separator.value !== '/') return false;
  let on = unwrap(node.callee.object);
  while (
    on?.type === 'CallExpression' &&
    on.callee.type === 'MemberExpression' &&
    on.callee.property.type === 'Identifier' &&
    PASS_THROUGH.has(on.callee.property.name)
  )
    on = unwrap(on.callee.object);
  return on?.type === 'Identifier' && on.name === name;
}
