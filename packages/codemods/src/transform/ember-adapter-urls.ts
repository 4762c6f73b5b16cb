import type { ApiIndex } from '../api/api-index.js';
import { marker } from '../api/markers.js';
import type { AdapterUrl } from '../project/ember-models.js';
import { argsOf } from './call-site.js';
import { identifierName, isMember, type AstNode } from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { endOf, startOf } from './parser.js';

/**
 * An ember-data adapter's URL method that adds to the model's own URL (`urlForCreateRecord() { return
 * `${this.buildURL(modelName, null, snapshot, 'createRecord')}/add`; }`): the path it sends to is the model's path
 * and the suffix, by the method ember-data uses for that operation. When the new version sends the operation to
 * the model's path itself, the suffix goes (`this.buildURL(…)`); when it moved the id into the path, the id goes
 * into `buildURL`'s id argument, from the method's own `id` parameter.
 */

/** The HTTP method ember-data sends each adapter URL method's operation with. */
const OPERATION_METHODS: Readonly<Record<string, string>> = {
  urlForCreateRecord: 'POST',
  urlForUpdateRecord: 'PUT',
  urlForDeleteRecord: 'DELETE',
  urlForFindRecord: 'GET',
  urlForFindAll: 'GET',
  urlForQuery: 'GET',
  urlForQueryRecord: 'GET',
  urlForFindMany: 'GET',
};

/** A URL method left for a person: where, and why. */
export interface AdapterUrlTodo {
  at: number;
  changeId: string;
  message: string;
}

/** Rewrites a `${this.buildURL(…)}/suffix` URL method of the adapter of the model at `modelPath`. */
export function adapterUrlEdits(
  url: AdapterUrl,
  modelPath: string,
  index: ApiIndex,
  source: string,
): { edits: IdEdit[]; todo?: AdapterUrlTodo } {
  const method = OPERATION_METHODS[url.method];
  const node = url.returned;
  if (!method || node.type !== 'TemplateLiteral' || node.expressions.length !== 1) return { edits: [] };
  const [head, tail] = node.quasis;
  const built = node.expressions[0]!;
  if (!head || !tail || head.value.raw !== '' || !isBuildUrl(built)) return { edits: [] };
  const idArg = argsOf(built)[1];
  const withId = idArg !== undefined && !isNothing(idArg);
  const base = modelPath + (withId ? '/' + marker(0) : '');
  const resolution = index.resolve(base + tail.value.raw, method);
  if (resolution.kind === 'todo')
    return {
      edits: [],
      todo: { at: startOf(node), changeId: resolution.changeId, message: resolution.message },
    };
  if (resolution.kind !== 'endpoint' || resolution.ids.length === 0) return { edits: [] };
  const changeId = resolution.ids[0]!;
  const path = resolution.path;
  const call = source.slice(startOf(built), endOf(built));
  if (path === base)
    return { edits: [{ start: startOf(node), end: endOf(node), text: call, changeId, at: startOf(node) }] };
  // the id moved into the path: `buildURL(modelName, id, …)`, the method's own id parameter
  const param = identifierName(url.params[0]);
  if (resolution.moved && !withId && idArg && param && path === `${modelPath}/{${resolution.moved.param}}`) {
    const text =
      source.slice(startOf(built), startOf(idArg)) + param + source.slice(endOf(idArg), endOf(built));
    return { edits: [{ start: startOf(node), end: endOf(node), text, changeId, at: startOf(node) }] };
  }
  if (path.startsWith(base) && !path.slice(base.length).includes('{')) {
    const start = startOf(tail);
    return {
      edits: [
        { start, end: start + tail.value.raw.length, text: path.slice(base.length), changeId, at: start },
      ],
    };
  }
  return {
    edits: [],
    todo: {
      at: startOf(node),
      changeId,
      message: `this adapter sends ${method} ${modelPath}${tail.value.raw}, which is ${method} ${path} in v${index.to}: change the URL it returns`,
    },
  };
}

function isBuildUrl(node: AstNode): boolean {
  return (
    node.type === 'CallExpression' &&
    isMember(node.callee) &&
    node.callee.object.type === 'ThisExpression' &&
    identifierName(node.callee.property) === 'buildURL'
  );
}

function isNothing(node: AstNode): boolean {
  return (
    node.type === 'NullLiteral' ||
    identifierName(node) === 'undefined' ||
    (node.type === 'Literal' && node.value === null)
  );
}
