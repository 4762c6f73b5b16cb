import { walk } from '../transform/ast-walk.js';
import { argsOf } from '../transform/call-site.js';
import { identifierName, isMember, isProperty, stringValue, type AstNode } from '../transform/node-types.js';
import { classMembers, thisClass, type ClassNode } from './scopes.js';

/**
 * How a class's own method is called, for what its parameters hold: each `this.m(…)` of the class, and each
 * `this.listenTo(source, 'events', this.m)` / `source.on('events', this.m, this)` registering it as a listener.
 * A method also named anywhere else (a DOM `events` entry, handed to `_.debounce`, another object's call) is called
 * in ways not known here.
 */

/** One way a method is called: with an argument (absent when the call gives none), or as a listener. */
export type MethodCall =
  | { kind: 'argument'; node: AstNode | undefined; parents: AstNode[] }
  | { kind: 'listener'; source: AstNode; events: string[]; parents: AstNode[] };

/**
 * Every way `method` of `cls` is called, with its `index`-th argument; undefined when one is not known (also when
 * any module of `trees` names a `.method` on something else: an instance's caller the class does not show).
 */
export function methodCalls(
  cls: ClassNode,
  method: string,
  index: number,
  trees: Iterable<AstNode>,
): MethodCall[] | undefined {
  const out: MethodCall[] = [];
  let known = true;
  for (const root of trees)
    walk(root, [], (node) => {
      if (!known) return false;
      if (!isMember(node) || node.computed || identifierName(node.property) !== method) return true;
      // another class's own `this.method` is its own method; a call on anything else may be on an instance of this one
      if (node.object.type !== 'ThisExpression') known = false;
      return known;
    });
  // a DOM event's handler named in `events: { 'click .x': 'method' }` is called with a jQuery event
  for (const member of classMembers(cls))
    if (member.key === 'events' && member.value.type === 'ObjectExpression')
      for (const p of member.value.properties)
        if (isProperty(p) && stringValue(p.value) === method) known = false;
  walk(cls.node, [...cls.parents], (node, parents) => {
    if (!known) return false;
    if (!isMember(node) || node.computed || identifierName(node.property) !== method) return true;
    if (node.object.type !== 'ThisExpression' || thisClass(parents)?.cls.node !== cls.node) return true;
    const call = parents[parents.length - 1];
    const args = call?.type === 'CallExpression' ? argsOf(call) : [];
    const at = parents.slice(0, -1);
    if (call?.type === 'CallExpression' && call.callee === node) {
      out.push({ kind: 'argument', node: args[index], parents: [...at, call] });
      return true;
    }
    const listener =
      call?.type === 'CallExpression' && isMember(call.callee)
        ? identifierName(call.callee.property)
        : undefined;
    const events = (e: AstNode | undefined): string[] | undefined => {
      const text = stringValue(e);
      return text === undefined ? undefined : text.split(/\s+/).filter(Boolean);
    };
    if (call?.type === 'CallExpression' && isMember(call.callee)) {
      const names =
        listener === 'listenTo' || listener === 'listenToOnce' ? events(args[1]) : events(args[0]);
      const source = listener === 'listenTo' || listener === 'listenToOnce' ? args[0] : call.callee.object;
      const handed = listener === 'listenTo' || listener === 'listenToOnce' ? args[2] : args[1];
      if (
        (listener === 'listenTo' ||
          listener === 'listenToOnce' ||
          listener === 'on' ||
          listener === 'once') &&
        handed === node &&
        names &&
        source
      ) {
        out.push({ kind: 'listener', source, events: names, parents: [...at, call] });
        return true;
      }
    }
    known = false;
    return false;
  });
  return known ? out : undefined;
}
