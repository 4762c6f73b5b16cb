import { walk } from './ast-walk.js';
import { localDeclarator } from './bindings.js';
import type { IdEdit } from './object-rewrite.js';
import type { AstNode } from './node-types.js';
import { traceResponse } from './response-rewrite.js';
import type { FileContext } from '../project/file-context.js';

/**
 * The reads of what an imported function of the project gives its callers when it returns a call of this API
 * (`const res = await fetchRecords()` with `fetchRecords` returning `http.get('/records')`), renamed as the trace
 * of that call would rename them in its own module. The call in the other module keeps its TODO: other callers,
 * and whatever this one hands on, are not all seen from there.
 */
export function importedResponseEdits(ast: AstNode, source: string, context: FileContext): IdEdit[] {
  const returned = context.returnedResponses;
  if (!returned || returned.size === 0) return [];
  const edits: IdEdit[] = [];
  walk(ast, [], (node, parents) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return true;
    const name = node.callee.name;
    const plans = returned.get(name);
    if (!plans || localDeclarator(name, parents) !== undefined) return true;
    edits.push(...traceResponse(node, parents, plans, source).edits);
    return true;
  });
  return edits;
}
