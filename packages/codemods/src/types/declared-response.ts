import { Node, type Type } from 'ts-morph';

/** Type references that wrap what a request answers: a promise of it, an axios response or a promise of one. */
const WRAPPERS = new Set(['Promise', 'PromiseLike', 'AxiosPromise', 'AxiosResponse']);

/**
 * The response body a function that builds and hands on a request declares it gives, read from its return type as
 * written: OpenAPI Generator's typescript-axios `RecordsApiFp(…).getRecords` returns
 * `Promise<(axios?: AxiosInstance, basePath?: string) => AxiosPromise<RecordList>>`, so `RecordList`. Read from the
 * text of the type, not its resolved form, so it holds where axios's own types are not installed. Undefined when
 * the function declares no such wrapper.
 */
export function declaredResponseType(fn: Node): Type | undefined {
  let node: Node | undefined =
    Node.isFunctionLikeDeclaration(fn) || Node.isArrowFunction(fn) ? fn.getReturnTypeNode() : undefined;
  for (let depth = 0; node && depth < 6; depth++) {
    if (Node.isFunctionTypeNode(node)) {
      node = node.getReturnTypeNode();
      continue;
    }
    if (!Node.isTypeReference(node)) return undefined;
    const args = node.getTypeArguments();
    if (WRAPPERS.has(node.getTypeName().getText()) && args.length > 0) {
      node = args[0];
      continue;
    }
    // only what a wrapper holds: a function returning `RecordList` itself says nothing about a request
    if (depth === 0) return undefined;
    const type = node.getType();
    return type.isAny() || type.isUnknown() ? undefined : type;
  }
  return undefined;
}
