import type * as t from '@babel/types';
import { argsOf, keyName } from './call-site.js';
import { identifierName, isFunction, isMember, isProperty, type AstNode } from './node-types.js';

/**
 * A Backbone model or collection class, `Backbone.Model.extend({ urlRoot, idAttribute, defaults, … })` /
 * `Backbone.Collection.extend({ url, model, parse, comparator, … })`: the class is the request. Backbone sends
 * `fetch()`, `save()`, `create()` and `destroy()` to the URL its `url`/`urlRoot` gives, so a path there names
 * several endpoints at once, each by the method Backbone uses for it.
 */

/** What a Backbone class is: a model (one record) or a collection (a list of them). */
export type BackboneKind = 'model' | 'collection';

/** A Backbone class whose `url` / `urlRoot` holds an API path. */
export interface BackboneClass {
  kind: BackboneKind;
  /**
   * The `X.extend(…)` call and its class body (the object literal given to it), or an ES2015 class
   * (`class Record extends Backbone.Model { … }`) and its class body.
   */
  call: AstNode;
  body: AstNode;
  /** Each method Backbone sends to this path, with what to add after it (`/{id}` for a model's `urlRoot`). */
  methods: readonly { method: string; suffix: string }[];
}

/** `Backbone.Model.extend(…)` / `Backbone.Collection.extend(…)`: the kind, else undefined. */
export function backboneExtendKind(node: AstNode): BackboneKind | undefined {
  if (node.type !== 'CallExpression' || !isMember(node.callee) || node.callee.computed) return undefined;
  if (identifierName(node.callee.property) !== 'extend') return undefined;
  const base = node.callee.object;
  if (!isMember(base) || base.computed || identifierName(base.object) !== 'Backbone') return undefined;
  const name = identifierName(base.property);
  return name === 'Model' ? 'model' : name === 'Collection' ? 'collection' : undefined;
}

/**
 * The Backbone class a URL expression is the path of: the value of its `url` or `urlRoot` member, or returned by
 * such a function (`url: function () { return base + '/records'; }`). A model's `url` function with an
 * `if (this.isNew())` branch sends the branch's path for create and the rest for read and update.
 */
export function backboneClassOf(url: AstNode, parents: readonly AstNode[]): BackboneClass | undefined {
  let i = parents.length - 1;
  let value: AstNode = url;
  let returned: AstNode[] | undefined;
  // a `url` function: the return statement, up through its blocks and branches, to the function
  if (parents[i]?.type === 'ReturnStatement') {
    returned = [];
    let child: AstNode = parents[i]!;
    i--;
    while (i >= 0 && !isFunction(parents[i]!)) {
      const node = parents[i]!;
      if (node.type !== 'BlockStatement' && node.type !== 'IfStatement') return undefined;
      returned.push(child);
      child = node;
      i--;
    }
    const fn = parents[i];
    if (!fn || !isFunction(fn) || fn.params.length > 0) return undefined;
    value = fn;
    // `url() { … }` is the member itself; `url: function () { … }` (and ESTree's class method) the member's value
    if (fn.type !== 'ObjectMethod' && fn.type !== 'ClassMethod') i--;
  }
  // the class body's member (`urlRoot: …`, `url: function …`, `url() {…}`), the body, the `extend` call
  const member = parents[i];
  const body = parents[i - 1];
  const call = parents[i - 2];
  if (!member || !body || !call) return undefined;
  const kind = classKind(call, body);
  if (!kind) return undefined;
  let key: string | undefined;
  if (member.type === 'ObjectMethod' || member.type === 'ClassMethod') key = identifierName(member.key);
  else if (isProperty(member) && member.value === value) key = keyName(member);
  else if (isClassMember(member) && member.value === value)
    key = member.computed ? undefined : identifierName(member.key);
  if (key === 'urlRoot' && kind === 'model')
    return {
      kind,
      call,
      body,
      methods: [{ method: 'POST', suffix: '' }, ...ONE.map((m) => ({ method: m, suffix: '/{id}' }))],
    };
  if (key !== 'url') return undefined;
  if (kind === 'collection')
    return {
      kind,
      call,
      body,
      methods: [
        { method: 'GET', suffix: '' },
        { method: 'POST', suffix: '' },
      ],
    };
  const branch = returned ? newBranch(returned, parents) : undefined;
  const methods = branch === 'new' ? ['POST'] : branch === 'saved' ? ONE : ['POST', ...ONE];
  return { kind, call, body, methods: methods.map((m) => ({ method: m, suffix: '' })) };
}

/** The kind of a class given its body: `Backbone.Model.extend(body)` or `class … extends Backbone.Model { body }`. */
function classKind(call: AstNode, body: AstNode): BackboneKind | undefined {
  if (call.type === 'CallExpression')
    return body.type === 'ObjectExpression' && argsOf(call)[0] === body
      ? backboneExtendKind(call)
      : undefined;
  if ((call.type !== 'ClassDeclaration' && call.type !== 'ClassExpression') || call.body !== body)
    return undefined;
  const base = call.superClass;
  if (!base || !isMember(base) || base.computed || identifierName(base.object) !== 'Backbone')
    return undefined;
  const name = identifierName(base.property);
  return name === 'Model' ? 'model' : name === 'Collection' ? 'collection' : undefined;
}

/** A class body's method or field, in Babel's AST or ESTree's. */
function isClassMember(
  node: AstNode,
): node is AstNode & { key: AstNode; value?: AstNode | null; computed: boolean } {
  return ['ClassMethod', 'ClassProperty', 'MethodDefinition', 'PropertyDefinition'].includes(node.type);
}

/** What Backbone sends to a saved model's URL: fetch, save and destroy. */
const ONE = ['GET', 'PUT', 'DELETE'];

/**
 * Whether a returned path is a model's path before it is saved (`if (this.isNew()) return …`) or after (the other
 * branch, or what follows such an `if` that returns); undefined when the function shows neither.
 */
function newBranch(returned: readonly AstNode[], parents: readonly AstNode[]): 'new' | 'saved' | undefined {
  // the function body's statement holding the return
  const statement = returned[returned.length - 1];
  for (let i = parents.length - 1; i >= 0; i--) {
    const node = parents[i]!;
    if (isFunction(node)) {
      // a return after `if (this.isNew()) { return …; }`
      const block = node.body;
      if (block.type !== 'BlockStatement' || !statement) return undefined;
      const earlier = block.body.slice(0, block.body.indexOf(statement as t.Statement));
      return earlier.some((s) => s.type === 'IfStatement' && isNewTest(s.test)) ? 'saved' : undefined;
    }
    if (node.type === 'IfStatement' && isNewTest(node.test)) {
      return parents[i + 1] === node.consequent ? 'new' : 'saved';
    }
  }
  return undefined;
}

/** `this.isNew()`. */
function isNewTest(test: AstNode): boolean {
  return (
    test.type === 'CallExpression' &&
    isMember(test.callee) &&
    test.callee.object.type === 'ThisExpression' &&
    identifierName(test.callee.property) === 'isNew'
  );
}
