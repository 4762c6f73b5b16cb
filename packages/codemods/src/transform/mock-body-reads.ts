import type { PlanNode } from '@compliance-migrate/rename-map';
import { walk } from './ast-walk.js';
import { argsOf } from './call-site.js';
import { identifierName, isFunction, isMember, isProperty, type AstNode } from './node-types.js';
import type { IdEdit } from './object-rewrite.js';
import { endOf, startOf } from './parser.js';

/** The objects a mock's handler reads its request's body through: `request.json()`, `req.json()`. */
const REQUESTS = new Set(['request', 'req']);

/** `(await request.json()) as T`, with its parentheses, `await` and cast taken off: the `json()` call, and the cast. */
function unwrap(node: AstNode | null | undefined): { call: AstNode | undefined; cast: AstNode | undefined } {
  let cast: AstNode | undefined;
  let current = node ?? undefined;
  while (current) {
    if (current.type === 'TSAsExpression' || current.type === 'TSTypeAssertion') {
      cast ??= current.typeAnnotation;
      current = current.expression;
    } else if (current.type === 'ParenthesizedExpression' || current.type === 'AwaitExpression') {
      current = current.type === 'AwaitExpression' ? current.argument : current.expression;
    } else break;
  }
  return { call: isBodyRead(current) ? current : undefined, cast };
}

/** `request.json()`: the call reading the mocked request's body. */
function isBodyRead(node: AstNode | undefined): boolean {
  if (node?.type !== 'CallExpression' || !isMember(node.callee)) return false;
  return (
    identifierName(node.callee.property) === 'json' && REQUESTS.has(identifierName(node.callee.object) ?? '')
  );
}

/**
 * What the request body's top-level field `name` becomes through every step: its new name when only renamed, `changed`
 * when the new version changes it otherwise (a list now, removed, its values or members renamed), undefined if kept.
 */
function fieldFate(
  plans: readonly (PlanNode | undefined)[],
  name: string,
): { to: string; id: string } | 'changed' | undefined {
  let to = name;
  let id: string | undefined;
  for (const plan of plans) {
    const rule = plan?.keys?.get(to);
    if (!rule) continue;
    if (rule.toMany || rule.out === null || (rule.values?.size ?? 0) > 0 || rule.child) return 'changed';
    if (typeof rule.out === 'string' && rule.out !== to) {
      to = rule.out;
      id = rule.renameId;
    }
  }
  return id === undefined ? undefined : { to, id };
}

/**
 * Renames what an msw handler reads of its request's body when it holds it in a `const`
 * (`const body = (await request.json()) as { recordName: string }`, then `body.recordName`): the members of the type
 * literal it is cast to and the members read off it, as the endpoint's request fields are renamed. True when every
 * read of the body was such a read (the handler then needs no TODO); false when it is used whole (`{ ...body }`),
 * read another way (`HttpResponse.json(await request.json())`, `sent = await request.json()`) or reads a field the new
 * version changes beyond its name, left for a person.
 */
export function renameMockBodyReads(
  call: AstNode,
  plans: readonly (PlanNode | undefined)[],
  edits: IdEdit[],
): boolean {
  const handler = argsOf(call)[1];
  if (!handler || !isFunction(handler)) return false;
  const held = new Map<string, AstNode | undefined>();
  const declared = new Set<AstNode>();
  let reads = 0;
  walk(handler, [], (node) => {
    if (isBodyRead(node)) reads++;
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') {
      const { call: read, cast } = unwrap(node.init);
      if (read) {
        held.set(node.id.name, cast);
        declared.add(read);
      }
    }
    return true;
  });
  if (held.size === 0 || reads !== declared.size) return false;
  return renameHeldReads(handler, held, plans, edits, []);
}

/**
 * Renames what a nock interceptor's body predicate reads of the request's body (`.post('/records', (body) =>
 * body.recordName === 'Fire')`, a typed parameter `(body: { recordName: string })`, or `({ recordName }) => …`), as
 * the endpoint's request fields are renamed. True when every use was such a read; false (a person's call) when the
 * body is handed on whole (`seen.push(body)`), kept in a rest element, or read for a field changed beyond its name.
 */
export function renameBodyPredicate(
  predicate: AstNode,
  plans: readonly (PlanNode | undefined)[],
  edits: IdEdit[],
): boolean {
  if (!isFunction(predicate)) return false;
  const param = predicate.params[0];
  if (param?.type === 'Identifier') {
    const annotation = param.typeAnnotation?.type === 'TSTypeAnnotation' ? param.typeAnnotation : undefined;
    return renameHeldReads(predicate, new Map([[param.name, annotation?.typeAnnotation]]), plans, edits, [
      param,
    ]);
  }
  if (param?.type !== 'ObjectPattern') return false;
  const found: IdEdit[] = [];
  let followed = true;
  for (const property of param.properties) {
    if (property.type !== 'ObjectProperty' || property.computed) {
      followed = false; // `...rest` holds whatever else was sent
      continue;
    }
    const name =
      identifierName(property.key) ?? (property.key.type === 'StringLiteral' ? property.key.value : '');
    const fate = fieldFate(plans, name);
    if (fate === 'changed') followed = false;
    if (typeof fate !== 'object') continue;
    // `{ recordName }` keeps its local name: `{ categoryName: recordName }`
    const text = property.shorthand ? `${fate.to}: ${name}` : fate.to;
    const quoted = property.key.type === 'StringLiteral' && !property.shorthand ? 1 : 0;
    const key = property.key;
    found.push({
      start: startOf(key) + quoted,
      end: endOf(key) - quoted,
      text,
      changeId: fate.id,
      at: startOf(key),
    });
  }
  edits.push(...found);
  return followed;
}

/**
 * Renames the members of the body held under `held`'s names (their type literals, and the members read off them in
 * `scope`); `declarations` are the identifiers that name the body rather than use it. True when every use was a read
 * of a field that is kept or only renamed.
 */
function renameHeldReads(
  scope: AstNode,
  held: ReadonlyMap<string, AstNode | undefined>,
  plans: readonly (PlanNode | undefined)[],
  edits: IdEdit[],
  declarations: readonly AstNode[],
): boolean {
  const found: IdEdit[] = [];
  let followed = true;
  const rename = (key: AstNode, name: string | undefined): void => {
    const fate = name === undefined ? undefined : fieldFate(plans, name);
    if (fate === 'changed') followed = false;
    if (typeof fate !== 'object') return;
    const quoted = key.type === 'StringLiteral' ? 1 : 0;
    found.push({
      start: startOf(key) + quoted,
      end: endOf(key) - quoted,
      text: fate.to,
      changeId: fate.id,
      at: startOf(key),
    });
  };
  for (const cast of held.values()) {
    if (cast?.type !== 'TSTypeLiteral') continue;
    for (const member of cast.members) {
      if (member.type === 'TSPropertySignature' && !member.computed)
        rename(
          member.key,
          identifierName(member.key) ?? (member.key.type === 'StringLiteral' ? member.key.value : undefined),
        );
    }
  }
  walk(scope, [], (node, parents) => {
    if (node.type !== 'Identifier' || !held.has(node.name) || declarations.includes(node)) return true;
    const parent = parents[parents.length - 1];
    if (parent?.type === 'VariableDeclarator' && parent.id === node) return true;
    if (isMember(parent) && parent.object === node && !parent.computed)
      rename(parent.property, identifierName(parent.property));
    else if (isMember(parent) && parent.property === node && !parent.computed) return true;
    else if (parent && isProperty(parent) && parent.key === node && !parent.shorthand) return true;
    else followed = false;
    return true;
  });
  // the cast and the members read are the request's fields wherever the body goes; one used whole keeps its TODO
  edits.push(...found);
  return followed;
}
