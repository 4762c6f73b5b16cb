import type * as t from '@babel/types';
import { walk } from '../transform/ast-walk.js';
import { keyName } from '../transform/call-site.js';
import { identifierName, isProperty, isStringLiteral, type AstNode } from '../transform/node-types.js';
import { startOf } from '../transform/parser.js';

/**
 * What an ember-data app's model, adapter and serializer classes say, read from their syntax: a model's attributes
 * (`@attr('string') declare recordName`, classic `recordName: attr()`), a serializer's `primaryKey`, `attrs` and
 * whether it computes keys itself (`keyForAttribute`), an adapter's URL methods (`urlForQuery() { return
 * `${this.urlPrefix()}/items/search`; }`) and whether it overrides `pathForType`.
 */

/** An attribute or relationship a model declares. */
export interface ModelMember {
  name: string;
  kind: 'attr' | 'belongsTo' | 'hasMany';
  /** Offset of its declaration. */
  at: number;
}

/** A string a serializer holds as a wire name: `primaryKey = 'recordId'`, `attrs: { name: 'recordName' }`. */
export interface WireName {
  value: string;
  node: t.StringLiteral;
  /** The model attribute it maps (undefined for the primary key). */
  attribute?: string;
}

/** A serializer class: its wire names, its `attrs` object, and where a new `attrs` would go. */
export interface SerializerFacts {
  body: t.ClassBody;
  primaryKey?: { node: t.StringLiteral; member: AstNode };
  attrs?: t.ObjectExpression;
  mapped: WireName[];
  /** True when it computes wire names itself (`keyForAttribute`): its attributes are not named as the wire. */
  computesKeys: boolean;
}

/** An adapter method returning a URL: `urlForQuery`, … with the template or call it returns. */
export interface AdapterUrl {
  method: string;
  /** The method's parameters (`urlForUpdateRecord(id, modelName, snapshot)`). */
  params: readonly AstNode[];
  returned: AstNode;
}

/** An adapter class: its URL methods, and whether it sends models elsewhere than their default path. */
export interface AdapterFacts {
  urls: AdapterUrl[];
  pathForType: boolean;
  namespace?: t.StringLiteral;
}

const MEMBER_KINDS = new Set(['attr', 'belongsTo', 'hasMany']);

/** The attributes and relationships a model file declares, in order. */
export function modelMembers(root: AstNode): ModelMember[] {
  const out: ModelMember[] = [];
  walk(root, [], (node) => {
    if (node.type === 'ClassProperty' || node.type === 'ClassAccessorProperty') {
      const name = identifierName(node.key);
      for (const d of node.decorators ?? []) {
        const kind = decoratorKind(d.expression);
        if (name && kind) out.push({ name, kind, at: startOf(node) });
      }
      return false;
    }
    // classic: `Model.extend({ recordName: attr('string') })`
    if (isProperty(node) && node.value.type === 'CallExpression') {
      const kind = decoratorKind(node.value);
      const name = keyName(node);
      if (name && kind) out.push({ name, kind, at: startOf(node) });
    }
    return true;
  });
  return out;
}

function decoratorKind(expression: AstNode): ModelMember['kind'] | undefined {
  const callee = expression.type === 'CallExpression' ? expression.callee : expression;
  const name = callee.type === 'MemberExpression' ? identifierName(callee.property) : identifierName(callee);
  return name && MEMBER_KINDS.has(name) ? (name as ModelMember['kind']) : undefined;
}

/** The serializer class a file declares (its first class with a body), read for its wire names. */
export function serializerFacts(root: AstNode): SerializerFacts | undefined {
  const body = firstClassBody(root);
  if (!body) return undefined;
  const facts: SerializerFacts = { body, mapped: [], computesKeys: false };
  for (const member of body.body) {
    const name = 'key' in member ? identifierName(member.key) : undefined;
    if (methodOf(member) && name === 'keyForAttribute') facts.computesKeys = true;
    if (member.type !== 'ClassProperty' || !member.value) continue;
    if (name === 'primaryKey' && isStringLiteral(member.value)) {
      facts.primaryKey = { node: member.value as t.StringLiteral, member };
      facts.mapped.push({ value: member.value.value, node: member.value as t.StringLiteral });
    }
    if (name === 'attrs' && member.value.type === 'ObjectExpression') {
      facts.attrs = member.value;
      for (const p of member.value.properties) {
        if (!isProperty(p)) continue;
        const attribute = keyName(p);
        const value = p.value.type === 'ObjectExpression' ? keyValue(p.value) : p.value;
        if (attribute && value && isStringLiteral(value))
          facts.mapped.push({ value: value.value, node: value as t.StringLiteral, attribute });
      }
    }
  }
  return facts;
}

/** `{ key: 'recordId', serialize: false }` → the `key` literal. */
function keyValue(object: t.ObjectExpression): AstNode | undefined {
  for (const p of object.properties) if (isProperty(p) && keyName(p) === 'key') return p.value;
  return undefined;
}

/** The adapter class a file declares: its URL methods' returned expressions, `pathForType`, `namespace`. */
export function adapterFacts(root: AstNode): AdapterFacts | undefined {
  const body = firstClassBody(root);
  if (!body) return undefined;
  const facts: AdapterFacts = { urls: [], pathForType: false };
  for (const member of body.body) {
    const name = 'key' in member ? identifierName(member.key) : undefined;
    if (
      member.type === 'ClassProperty' &&
      name === 'namespace' &&
      member.value &&
      isStringLiteral(member.value)
    )
      facts.namespace = member.value as t.StringLiteral;
    const fn = methodOf(member);
    if (!fn || !name) continue;
    if (name === 'pathForType') facts.pathForType = true;
    if (!name.startsWith('urlFor')) continue;
    walk(fn.body, [], (node) => {
      if (node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') return false;
      if (node.type === 'ReturnStatement' && node.argument)
        facts.urls.push({ method: name, params: fn.params, returned: node.argument });
      return true;
    });
  }
  return facts;
}

/** A class method, as Babel (`ClassMethod`) or ESTree (`MethodDefinition`, JavaScript files) parses it. */
function methodOf(member: AstNode): { params: AstNode[]; body: AstNode } | undefined {
  if (member.type === 'ClassMethod') return { params: member.params, body: member.body };
  const estree = member as unknown as { type: string; value?: AstNode };
  if (estree.type === 'MethodDefinition' && estree.value?.type === 'FunctionExpression')
    return { params: estree.value.params, body: estree.value.body };
  return undefined;
}

function firstClassBody(root: AstNode): t.ClassBody | undefined {
  let found: t.ClassBody | undefined;
  walk(root, [], (node) => {
    if (found) return false;
    if (node.type === 'ClassBody') {
      found = node;
      return false;
    }
    return true;
  });
  return found;
}
