import { isIdentifier, isMember, type AstNode } from './node-types.js';

/**
 * Google Apps Script's `UrlFetchApp.fetch(url, params)`: fetch's shape, with the method in lower case
 * (`method: 'post'`, read upper-cased as any method) and the body under `payload` (`JSON.stringify(body)` with
 * `contentType: 'application/json'`, or an object sent as a form); it has no query option, so a query is in the URL.
 */
export function isUrlFetchApp(callee: AstNode): boolean {
  return isUrlFetchAppCall(callee, 'fetch');
}

/** `UrlFetchApp.<method>` as a callee. */
function isUrlFetchAppCall(callee: AstNode, method: string): boolean {
  if (!isMember(callee) || callee.computed) return false;
  const object = callee.object;
  const property = callee.property;
  return (
    isIdentifier(object) &&
    object.name === 'UrlFetchApp' &&
    isIdentifier(property) &&
    property.name === method
  );
}

/**
 * `UrlFetchApp.fetchAll([{ url, method, payload }, …])`: true when `request` is an object literal written in the array
 * given to it, so its keys are UrlFetchApp's options (`payload` the body, GET when it names no method).
 */
export function isFetchAllRequest(request: AstNode, parents: readonly AstNode[]): boolean {
  const list = parents[parents.length - 1];
  const call = parents[parents.length - 2];
  return (
    request.type === 'ObjectExpression' &&
    list?.type === 'ArrayExpression' &&
    list.elements.includes(request) &&
    call?.type === 'CallExpression' &&
    call.arguments[0] === list &&
    isUrlFetchAppCall(call.callee, 'fetchAll')
  );
}

/** The option keys that hold the request body of a call: `payload` for `UrlFetchApp.fetch`, none more otherwise. */
export function payloadKeys(callee: AstNode): readonly string[] {
  return isUrlFetchApp(callee) ? ['payload'] : [];
}

/** Methods of Apps Script's `HTTPResponse` that say nothing about the JSON body (`getResponseCode()`, `getBlob()`). */
export const RESPONSE_METHODS: ReadonlySet<string> = new Set([
  'getResponseCode',
  'getHeaders',
  'getAllHeaders',
  'getBlob',
  'getAs',
  'getContent',
]);

/** `JSON.parse(x.getContentText())`: the parsed text of an Apps Script response, whatever `x` is. */
export function isParsedContentText(node: AstNode | undefined): boolean {
  if (node?.type !== 'CallExpression') return false;
  const callee = node.callee;
  const [text] = node.arguments;
  return (
    isMember(callee) &&
    isIdentifier(callee.object) &&
    callee.object.name === 'JSON' &&
    isIdentifier(callee.property) &&
    callee.property.name === 'parse' &&
    text?.type === 'CallExpression' &&
    text.arguments.length === 0 &&
    isMember(text.callee) &&
    isIdentifier(text.callee.property) &&
    text.callee.property.name === 'getContentText'
  );
}
