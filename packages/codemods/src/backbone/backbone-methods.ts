/**
 * What Backbone's and Underscore's own methods and events give, for `values.ts`: a collection's model or list of
 * models, and which events pass a model or the collection first.
 */

/** Collection methods giving one of its models. */
export const ONE_MODEL = new Set([
  'get',
  'at',
  'findWhere',
  'first',
  'last',
  'find',
  'detect',
  'create',
  'pop',
  'shift',
]);
/** Collection (and array) methods giving a list of its models. */
export const MODEL_LIST = new Set([
  'filter',
  'select',
  'where',
  'reject',
  'sortBy',
  'toArray',
  'slice',
  'without',
  'shuffle',
]);
/** Underscore functions giving one element or a list of the list given first. */
export const UNDERSCORE_ONE = new Set(['find', 'detect', 'findWhere', 'first', 'last', 'sample']);
export const UNDERSCORE_LIST = new Set([
  'filter',
  'select',
  'where',
  'reject',
  'sortBy',
  'toArray',
  'without',
  'shuffle',
  'clone',
]);
/** Events a collection fires with one of its models first (`add`, `change:name`); the others give the collection. */
export const MODEL_EVENTS = /^(add|remove|change(:[\w.]+)?|destroy|invalid|request|error)$/;
export const COLLECTION_EVENTS = /^(reset|sort|update)$/;
