import { calleeName, isMember, type AstNode } from './node-types.js';

/** got's verbs as its `stream` takes them (`api.stream.post(url)`), and the methods they send. */
const STREAM_VERBS: Readonly<Record<string, string>> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
  head: 'HEAD',
};

/** A request function of a got instance other than its verbs, and the method it sends when its options name none. */
export interface GotRequest {
  /** The instance the function is read on (`api` of `api.paginate.all`). */
  instance: AstNode;
  /** The method the callee names (`api.stream.post`), else undefined: the options' `method`, GET by default. */
  method: string | undefined;
}

/**
 * got's request functions besides its verbs, called with the URL first and got's options second: `api.stream(url)`,
 * `api.stream.post(url)`, `api.paginate(url)`, `api.paginate.all(url)`, `api.paginate.each(url)`. Only the callee's
 * shape is read here: whether `instance` is a client of this API is the caller's question.
 */
export function gotRequest(callee: AstNode): GotRequest | undefined {
  if (!isMember(callee) || callee.computed) return undefined;
  const name = calleeName(callee);
  const object = callee.object;
  if (name === 'stream' || name === 'paginate') return { instance: object, method: undefined };
  if (!isMember(object) || object.computed) return undefined;
  const outer = calleeName(object);
  if (outer === 'paginate' && (name === 'all' || name === 'each'))
    return { instance: object.object, method: undefined };
  if (outer === 'stream' && name !== undefined && STREAM_VERBS[name])
    return { instance: object.object, method: STREAM_VERBS[name] };
  return undefined;
}
