import { calleeName } from '../transform/node-types.js';
import type { AstNode } from '../transform/node-types.js';
import { argsOf } from '../transform/call-site.js';
import { unwrap } from './file-facts.js';
import { isLinkedFunction } from './linker.js';
import { builtUrlText } from './prefixed-url.js';

/**
 * What a URL builder returns, as the text it built the URL from: `return url.toString()`, `return url.href` or
 * `return String(url)` (or the object itself, `return url`) of a `const url = new URL(base + path)` declared in the
 * function's own body gives `base + path`. Anything else is returned as it is.
 */
export function returnedUrlText(fn: AstNode, returned: AstNode | undefined): AstNode | undefined {
  const name = returned && urlObjectName(returned);
  const body = isLinkedFunction(fn) ? fn.body : undefined;
  if (!name || body?.type !== 'BlockStatement') return returned;
  for (const statement of body.body) {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of statement.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== name || !declarator.init) continue;
      return builtUrlText(unwrap(declarator.init) ?? declarator.init) ?? returned;
    }
  }
  return returned;
}

/** `url.toString()`, `url.href`, `String(url)` → `url`. */
function urlObjectName(node: AstNode): string | undefined {
  const n = unwrap(node);
  if (!n) return undefined;
  if (n.type === 'Identifier') return n.name; // the URL object itself (undici and fetch take one)
  if (n.type === 'MemberExpression' && !n.computed && n.object.type === 'Identifier')
    return n.property.type === 'Identifier' && n.property.name === 'href' ? n.object.name : undefined;
  if (n.type !== 'CallExpression') return undefined;
  const callee = n.callee;
  const [arg] = argsOf(n);
  if (callee.type === 'Identifier' && callee.name === 'String' && arg?.type === 'Identifier') return arg.name;
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && argsOf(n).length === 0)
    return calleeName(callee) === 'toString' ? callee.object.name : undefined;
  return undefined;
}
