import { Node, type CallExpression, type Identifier } from 'ts-morph';

/** Array methods whose callback takes an element of the array (`reduce`'s second parameter, the others' first). */
export const ELEMENT_METHODS: ReadonlySet<string> = new Set([
  'map',
  'forEach',
  'filter',
  'flatMap',
  'find',
  'findLast',
  'some',
  'every',
  'reduce',
]);
/** Array methods whose result is (part of) the same list. */
export const LIST_RESULTS: ReadonlySet<string> = new Set(['filter', 'slice', 'sort', 'reverse', 'concat']);
/** Array methods whose result is one element of the list. */
export const ITEM_RESULTS: ReadonlySet<string> = new Set(['find', 'findLast', 'at', 'pop', 'shift']);

/** The name an element takes in the callback of `list.method(callback)`, when the method is one of ELEMENT_METHODS. */
export function elementParameter(call: CallExpression, method: string): Identifier | undefined {
  if (!ELEMENT_METHODS.has(method)) return undefined;
  const callback = call.getArguments()[0];
  if (!Node.isArrowFunction(callback) && !Node.isFunctionExpression(callback)) return undefined;
  const name = callback.getParameters()[method === 'reduce' ? 1 : 0]?.getNameNode();
  return Node.isIdentifier(name) ? name : undefined;
}
