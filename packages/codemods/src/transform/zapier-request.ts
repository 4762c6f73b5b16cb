import { identifierName, isFunction, isMember, type AstNode } from './node-types.js';

/** The type zapier-platform-core gives the `z` object (`import type { ZObject } from 'zapier-platform-core'`). */
const Z_OBJECT = 'ZObject';

/**
 * True when `callee` is Zapier's `z.request` (zapier-platform-core): `.request` on a parameter of the enclosing
 * function that is the platform's `z` object, typed `ZObject` or, untyped, named `z` beside a `bundle` parameter
 * (`(z, bundle) => …`, `(request, z, bundle) => …`), as every perform, hydrator and middleware is written. Its options
 * object (`{ url, method, params, body }`) sends a GET unless `method` says otherwise; a `request` of anything else
 * (a library's, a local `z`) is not this.
 */
export function isZapierRequest(callee: AstNode, parents: readonly AstNode[]): boolean {
  if (!isMember(callee) || callee.computed || identifierName(callee.property) !== 'request') return false;
  const name = identifierName(callee.object);
  if (name === undefined) return false;
  for (let i = parents.length - 1; i >= 0; i--) {
    const fn = parents[i]!;
    if (!isFunction(fn)) continue;
    const names = fn.params.map((p) => identifierName(p));
    const at = names.indexOf(name);
    if (at < 0) continue;
    return typedZObject(fn.params[at]!) || (name === 'z' && names.includes('bundle'));
  }
  return false;
}

/** `z: ZObject` (also `zapier.ZObject`): the parameter's written type names the platform's object. */
function typedZObject(param: AstNode): boolean {
  const annotation = (param as { typeAnnotation?: { typeAnnotation?: AstNode } }).typeAnnotation
    ?.typeAnnotation;
  if (annotation?.type !== 'TSTypeReference') return false;
  const typeName = annotation.typeName;
  const last = typeName.type === 'TSQualifiedName' ? typeName.right : typeName;
  return identifierName(last) === Z_OBJECT;
}
