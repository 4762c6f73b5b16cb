import { Node, type CallExpression, type Type } from 'ts-morph';

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'opts']);

/**
 * wretch's response body: `api.url(path)….get().json<T>()` gives T; an untyped `.json()` the type TypeScript infers
 * for it (from the function's declared `Promise<T>`, or the annotation it is assigned to), through `unwrap`
 * (`Promise<T>` → T). `{ type: undefined }` when the chain reads no JSON (`.res()`, `.blob()`) or its type is
 * unknown; undefined when `call` (the `.url(path)` call, or the instance call it starts with) is no wretch chain.
 */
export function wretchResult(
  call: CallExpression,
  unwrap: (type: Type) => Type | undefined,
): { type: Type | undefined } | undefined {
  let node: Node = call;
  let seenUrl = isNamedCall(call, 'url');
  let seenVerb = false;
  for (let i = 0; i < 16; i++) {
    const access = node.getParent();
    const next = access?.getParent();
    if (!Node.isPropertyAccessExpression(access) || access.getExpression() !== node) break;
    if (!Node.isCallExpression(next) || next.getExpression() !== access) break;
    const name = access.getName();
    if (seenVerb) {
      if (!seenUrl) return undefined;
      if (name !== 'json') return { type: undefined };
      const stated = next.getTypeArguments()[0];
      return { type: stated ? stated.getType() : unwrap(next.getType()) };
    }
    if (name === 'url') seenUrl = true;
    else if (VERBS.has(name)) seenVerb = true;
    node = next;
  }
  return seenUrl && seenVerb ? { type: undefined } : undefined;
}

function isNamedCall(call: CallExpression, name: string): boolean {
  const callee = call.getExpression();
  return Node.isPropertyAccessExpression(callee) && callee.getName() === name;
}
