import { Node, type CallExpression, type Type } from 'ts-morph';
import { landingType } from './landing-type.js';
import { responseCalls } from './response-calls.js';

/**
 * A response read at once, not awaited (k6's `http.get` returns the response itself): `listRecords(token).json() as
 * Page<Row>`, or `const res = getItem(token, id); … res.json() as ItemDetail`, on the request or on a function of
 * the project that returns it as it is. The parsed body is typed where it lands; the first such type is taken.
 */
export function syncJsonReadAs(call: CallExpression): Type | undefined {
  for (const use of responseCalls(call)) {
    const chained = jsonReadLanding(use);
    if (chained) return chained;
    const holder = use.getParent();
    if (!Node.isVariableDeclaration(holder) || holder.getInitializer() !== use) continue;
    const name = holder.getNameNode();
    if (!Node.isIdentifier(name)) continue;
    for (const reference of name.findReferencesAsNodes()) {
      const read = jsonReadLanding(reference);
      if (read) return read;
    }
  }
  return undefined;
}

/** `value.json()` (no selector) typed where its result lands, or undefined. */
function jsonReadLanding(value: Node): Type | undefined {
  const access = value.getParent();
  if (!Node.isPropertyAccessExpression(access) || access.getExpression() !== value) return undefined;
  if (access.getName() !== 'json') return undefined;
  const read = access.getParent();
  if (!Node.isCallExpression(read) || read.getExpression() !== access || read.getArguments().length > 0)
    return undefined;
  return landingType(read);
}
