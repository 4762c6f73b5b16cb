import { unwrap } from '../project/file-facts.js';
import { walk } from './ast-walk.js';
import { localDeclarator } from './bindings.js';
import { argsOf } from './call-site.js';
import { identifierName, type AstNode } from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { rewriteQuerySource } from './query-source.js';

type Renames = readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[];

/** Calls that send a URL with options of their own (`fetch(url, init)`): their other arguments are not queries. */
const SENDERS = new Set(['fetch', 'ky', 'got', 'request', 'axios', '$fetch', 'ofetch']);

/**
 * `const url = new URL(path, base); const query = {}; query['recordId'] = …; setSearchParams(url, query)`: the
 * objects a helper of the code's own is given with the URL object are its query (OpenAPI Generator's clients build
 * every query so). Each such object, built in scope from a literal, has its keys and the names assigned to it
 * renamed.
 */
export function renameUrlHelperQueries(
  urlName: string,
  scope: AstNode,
  renames: Renames,
  source: string,
  edits: IdEdit[],
): void {
  walk(scope, [], (node, parents) => {
    if (node.type !== 'CallExpression' || SENDERS.has(identifierName(node.callee) ?? '')) return true;
    const args = argsOf(node);
    if (!args.some((a) => a.type === 'Identifier' && a.name === urlName)) return true;
    const here = [...parents, node];
    for (const arg of args) {
      if (arg.type !== 'Identifier' || arg.name === urlName) continue;
      const found = localDeclarator(arg.name, here);
      // `const localVarQueryParameter = {} as any;` (OpenAPI Generator's typescript-axios): the literal under the cast
      if (found && found !== 'parameter' && unwrap(found.init)?.type === 'ObjectExpression')
        rewriteQuerySource(arg, here, renames, source, edits);
    }
    return true;
  });
}
