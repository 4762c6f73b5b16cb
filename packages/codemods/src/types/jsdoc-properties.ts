import { Node } from 'ts-morph';

/**
 * A field declared by a JSDoc tag, as JavaScript of the CommonJS era types its models: `@property {number[]} recordIds`
 * (or `@prop`) under `@typedef {Object} NotificationProfile`, which TypeScript reads as the typedef's member (the tag
 * sits in the typedef's type literal). Its language service renames the tag's name with every read it types
 * (`profile.recordIds` of a `@param {NotificationProfile} profile`), as it renames an interface's member. The walk of
 * a value spread into a body does not count it (`PlanWalker`'s `jsDoc`): such a typedef may be the app's own input.
 */
export function isJsDocProperty(node: Node): boolean {
  return Node.isJSDocPropertyTag(node);
}
