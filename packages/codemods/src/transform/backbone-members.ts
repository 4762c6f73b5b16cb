import { keyName } from './call-site.js';
import { identifierName, isProperty, stringValue, type AstNode } from './node-types.js';

/**
 * The members of a Backbone class body, however the class is written: the object literal given to
 * `Backbone.Model.extend({ … })` (`urlRoot: …`, `parse: function (r) {…}`, `parse(r) {…}`) or an ES2015 class body
 * (`class Record extends Backbone.Model { get urlRoot() { return …; } parse(r) {…} }`, a class field). A getter's
 * value is what it returns (`get idAttribute() { return 'recordId'; }` is `'recordId'`).
 */

/** One member: its name, its value (a method is a function), and the member node itself. */
export interface BodyMember {
  name: string;
  value: AstNode;
  member: AstNode;
}

/** The named members of an object literal or a class body. */
export function bodyMembers(body: AstNode): BodyMember[] {
  const out: BodyMember[] = [];
  if (body.type === 'ObjectExpression') {
    for (const member of body.properties) {
      const name =
        member.type === 'ObjectMethod'
          ? identifierName(member.key)
          : isProperty(member)
            ? keyName(member)
            : undefined;
      const value: AstNode | undefined =
        member.type === 'ObjectMethod' ? member : isProperty(member) ? member.value : undefined;
      if (name && value) out.push({ name, value, member });
    }
    return out;
  }
  if (body.type !== 'ClassBody') return out;
  for (const member of body.body as AstNode[]) {
    // Babel's ClassMethod / ClassProperty; ESTree's MethodDefinition / PropertyDefinition
    const m = member as {
      type: string;
      key?: AstNode;
      value?: AstNode | null;
      kind?: string;
      computed?: boolean;
    };
    if (m.computed) continue;
    const name = identifierName(m.key) ?? stringValue(m.key);
    const value = member.type === 'ClassMethod' ? member : m.value;
    if (!name || !value) continue;
    if (!['ClassMethod', 'ClassProperty', 'MethodDefinition', 'PropertyDefinition'].includes(member.type))
      continue;
    out.push({ name, value: m.kind === 'get' ? (returned(value) ?? value) : value, member });
  }
  return out;
}

/** What a getter returns when its body is one `return`. */
function returned(fn: AstNode): AstNode | undefined {
  const body = (fn as { body?: AstNode }).body;
  if (body?.type !== 'BlockStatement' || body.body.length !== 1) return undefined;
  const [statement] = body.body;
  return statement?.type === 'ReturnStatement' && statement.argument ? statement.argument : undefined;
}
