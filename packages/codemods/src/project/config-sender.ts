import type * as t from '@babel/types';
import { argsOf, keyName } from '../transform/call-site.js';
import { calleeName, isProperty } from '../transform/node-types.js';
import type { AstNode } from '../transform/node-types.js';
import { eachNode, importedFrom, unwrap, type FileFacts } from './file-facts.js';
import { calledFunction, type LinkedFunction, type Linker } from './linker.js';

/**
 * The parameter of a function of the project that it hands on whole as an axios request config
 * (`customInstance(config, options)` returning `AXIOS_INSTANCE({ ...config, ...options })`, orval's `mutator`;
 * `request(config)` calling `axios(config)` or `api.request({ ...config, headers })`): its callers'
 * `{ url, method, params, data }` are requests, read as `axios({ url, method })` is. Undefined for anything else.
 */
export function configSentBy(
  linker: Linker,
  facts: FileFacts,
  callee: AstNode,
  parents: readonly AstNode[],
): number | undefined {
  const called = calledFunction(linker, facts, callee, parents);
  return called && configParam(linker, called.facts, called.fn);
}

function configParam(linker: Linker, facts: FileFacts, fn: LinkedFunction): number | undefined {
  const names = fn.params.map((p) => (p.type === 'Identifier' ? p.name : undefined));
  let found: number | undefined;
  eachNode(fn.body, (node) => {
    if (found !== undefined || node.type !== 'CallExpression' || !sendsConfig(linker, facts, node)) return;
    const config = unwrap(argsOf(node)[0]);
    const handed =
      config?.type === 'Identifier'
        ? [config]
        : config?.type === 'ObjectExpression'
          ? config.properties.flatMap((p) => (p.type === 'SpreadElement' ? [unwrap(p.argument)] : []))
          : [];
    for (const h of handed) {
      const i = h?.type === 'Identifier' ? names.indexOf(h.name) : -1;
      if (i >= 0 && found === undefined) found = i;
    }
  });
  return found;
}

/** `axios(config)`, `axios.request(config)`, or the same on an instance made by axios's `create` (`AXIOS_INSTANCE(…)`). */
function sendsConfig(linker: Linker, facts: FileFacts, call: t.CallExpression): boolean {
  const callee = call.callee;
  const target =
    callee.type === 'MemberExpression' && calleeName(callee) === 'request' ? callee.object : callee;
  if (target.type !== 'Identifier') return false;
  if (importedFrom(facts, target.name) === 'axios') return true;
  const made = unwrap(linker.valueOf(facts, target)?.node);
  if (made?.type !== 'CallExpression' || made.callee.type !== 'MemberExpression') return false;
  const factory = made.callee.object;
  return (
    calleeName(made.callee) === 'create' &&
    factory.type === 'Identifier' &&
    importedFrom(facts, factory.name) === 'axios'
  );
}

/** Whether a call is given a request config written in place (`{ url: … }` first), which a config sender sends. */
export function configArgument(args: readonly AstNode[]): boolean {
  const first = unwrap(args[0]);
  return (
    first?.type === 'ObjectExpression' && first.properties.some((p) => isProperty(p) && keyName(p) === 'url')
  );
}
