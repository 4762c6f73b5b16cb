import { Node, type CallExpression, type Type } from 'ts-morph';

/** `@effect/platform`'s modules whose `schemaBodyJson(Schema)` decodes a response's JSON body. */
const RESPONSE_MODULES = new Set(['HttpClientResponse', 'HttpIncomingMessage']);
const DECODERS = new Set(['schemaBodyJson']);
/** How many single-argument calls may wrap the request before its `.pipe(…)` (`send(req)`, `client.execute(req)`). */
const WRAPPERS = 2;

/**
 * The type an Effect Schema gives a request's response: the request (`HttpClientRequest.get(path)`, `http.get(path)`,
 * or either handed to a one-argument sender) piped through `HttpClientResponse.schemaBodyJson(Schema)` (also inside
 * `Effect.flatMap(…)`): the schema's decoded `Type`; `void` when `Effect.asVoid` drops the answer first. Undefined when
 * neither follows the request.
 */
export function effectSchemaResponseType(call: CallExpression): Type | undefined {
  const pipe = pipeAfter(call);
  if (!pipe) return undefined;
  for (const stage of pipe.getArguments()) {
    // `Effect.asVoid`: the answer is dropped before anything reads it
    const dropped = droppedAs(stage);
    if (dropped) return dropped;
    const decoder = [stage, ...stage.getDescendants()].find(isResponseDecoder);
    const schema = decoder?.getArguments()[0];
    if (!schema) continue;
    const decoded = schema.getType().getProperty('Type');
    const type = decoded?.getTypeAtLocation(schema);
    return type && !type.isAny() && !type.isUnknown() ? type : undefined;
  }
  return undefined;
}

/** `Effect.asVoid` (Effect's own, by its type): the `void` its result holds, which says nothing is read. */
function droppedAs(stage: Node): Type | undefined {
  if (!Node.isPropertyAccessExpression(stage) || stage.getName() !== 'asVoid') return undefined;
  const [signature] = stage.getType().getCallSignatures();
  const [value] = signature?.getReturnType().getTypeArguments() ?? [];
  return value?.isVoid() ? value : undefined;
}

/** `request.pipe(…)`, or `send(request).pipe(…)`: the pipe call the request's value goes through. */
function pipeAfter(call: CallExpression): CallExpression | undefined {
  let node: Node = call;
  for (let i = 0; i <= WRAPPERS; i++) {
    const parent = node.getParent();
    if (Node.isPropertyAccessExpression(parent) && parent.getName() === 'pipe') {
      const piped = parent.getParent();
      return Node.isCallExpression(piped) && piped.getExpression() === parent ? piped : undefined;
    }
    if (
      !Node.isCallExpression(parent) ||
      parent.getArguments().length !== 1 ||
      parent.getArguments()[0] !== node
    )
      return undefined;
    node = parent;
  }
  return undefined;
}

/** `HttpClientResponse.schemaBodyJson(S)`, its module imported from `@effect/platform` under any name. */
function isResponseDecoder(node: Node): node is CallExpression {
  if (!Node.isCallExpression(node)) return false;
  const callee = node.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || !DECODERS.has(callee.getName())) return false;
  const module = callee.getExpression();
  const symbol = module.getSymbol();
  const target = symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
  const name = target?.getName() ?? '';
  const declared = target?.getDeclarations()[0]?.getSourceFile().getFilePath() ?? '';
  return (
    RESPONSE_MODULES.has(name) ||
    (declared.includes('@effect/platform') && /Response|IncomingMessage/.test(declared))
  );
}
