import { walk } from '../transform/ast-walk.js';
import { argsOf } from '../transform/call-site.js';
import { identifierName, isMember, stringValue, type AstNode } from '../transform/node-types.js';
import { requiredId, type ModuleLinks } from './modules.js';
import { bindingOf, written } from './scopes.js';

/**
 * An app's event bus (`app.vent`, a `_.extend({}, Backbone.Events)` one module exports): the same object wherever a
 * module names it through the module it loads, so a `trigger('record:archived', record)` reaches each listener of
 * that event. What a listener's parameter holds is what every trigger of its events gives at that place.
 */

/** What names a bus across modules: the module its first name is loaded from, and the rest of the path. */
export function busKey(
  node: AstNode,
  file: string,
  parents: readonly AstNode[],
  links: ReadonlyMap<string, ModuleLinks>,
): string | undefined {
  const text = written(node);
  const [root, ...rest] = text.split('.');
  if (!root) return undefined;
  const binding = bindingOf(root, parents);
  // the module's own name for the loaded module: a define factory's parameter, `var vent = require('./vent')`
  if (
    binding &&
    binding.kind !== 'param' &&
    !(binding.kind === 'var' && requiredId(binding.init) !== undefined)
  )
    return undefined;
  const imported = links.get(file)?.imports.get(root);
  return imported ? `${imported.file}#${rest.join('.')}` : undefined;
}

/**
 * Each trigger of one of `events` on the bus `key`, with the argument at `index` after the event's name; undefined
 * when the bus is also triggered with an event name not written out (it may be any of them).
 */
export function busTriggers(
  key: string,
  events: readonly string[],
  index: number,
  trees: ReadonlyMap<string, AstNode>,
  links: ReadonlyMap<string, ModuleLinks>,
): { node: AstNode | undefined; file: string; parents: AstNode[] }[] | undefined {
  const out: { node: AstNode | undefined; file: string; parents: AstNode[] }[] = [];
  let known = true;
  for (const [file, root] of trees)
    walk(root, [], (node, parents) => {
      if (!known) return false;
      if (
        node.type !== 'CallExpression' ||
        !isMember(node.callee) ||
        identifierName(node.callee.property) !== 'trigger'
      )
        return true;
      if (busKey(node.callee.object, file, parents, links) !== key) return true;
      const [name, ...rest] = argsOf(node);
      const event = stringValue(name);
      if (event === undefined) known = false;
      else if (events.includes(event)) out.push({ node: rest[index], file, parents: [...parents, node] });
      return true;
    });
  return known ? out : undefined;
}
