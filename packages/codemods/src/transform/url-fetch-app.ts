import { isIdentifier, isMember, type AstNode } from './node-types.js';

/**
 * Google Apps Script's `UrlFetchApp.fetch(url, params)`: fetch's shape, with the method in lower case
 * (`method: 'post'`, read upper-cased as any method) and the body under `payload` (`JSON.stringify(body)` with
 * `contentType: 'application/json'`, or an object sent as a form); it has no query option, so a query is in the URL.
 */
export function isUrlFetchApp(callee: AstNode): boolean {
  if (!isMember(callee) || callee.computed) return false;
  const object = callee.object;
  const property = callee.property;
  return (
    isIdentifier(object) &&
    object.name === 'UrlFetchApp' &&
    isIdentifier(property) &&
    property.name === 'fetch'
  );
}

/** The option keys that hold the request body of a call: `payload` for `UrlFetchApp.fetch`, none more otherwise. */
export function payloadKeys(callee: AstNode): readonly string[] {
  return isUrlFetchApp(callee) ? ['payload'] : [];
}
