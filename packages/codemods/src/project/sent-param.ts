import { argsOf, METHOD_NAMES } from '../transform/call-site.js';
import { calleeName } from '../transform/node-types.js';
import { eachNode } from './file-facts.js';
import type { LinkedFunction } from './linker.js';

/** Functions that send the URL given first, as a function of the project may call them inside. */
const SENDERS = new Set(['fetch', '$fetch', 'ofetch', 'ky', 'got', 'request', 'axios']);

/**
 * The parameter of a function of the project that goes into the URL of a request it sends (`getJson(path)` calling
 * `` fetch(`/portal${path}`) ``, `load(url)` calling `http.get(url)`), when the codemod does not read the function
 * as a wrapper (its base says nothing about whose path it is): its callers' paths reach a request, which is all
 * the per-file transform needs to know to read them as requests (with a TODO, as any call it cannot read).
 */
export function sentParam(fn: LinkedFunction): number | undefined {
  if (seen.has(fn)) return seen.get(fn);
  const found = find(fn);
  seen.set(fn, found);
  return found;
}

const seen = new WeakMap<LinkedFunction, number | undefined>();

function find(fn: LinkedFunction): number | undefined {
  const names = fn.params.map((p) => (p.type === 'Identifier' ? p.name : undefined));
  let found: number | undefined;
  eachNode(fn.body, (node) => {
    if (found !== undefined || node.type !== 'CallExpression') return;
    const callee = node.callee;
    const name = calleeName(callee);
    const sends =
      name !== undefined &&
      (SENDERS.has(name) || (callee.type === 'MemberExpression' && METHOD_NAMES[name.toLowerCase()]));
    const url = argsOf(node)[0];
    if (!sends || !url) return;
    eachNode(url, (inner) => {
      if (found === undefined && inner.type === 'Identifier') {
        const i = names.indexOf(inner.name);
        if (i >= 0) found = i;
      }
    });
  });
  return found;
}
