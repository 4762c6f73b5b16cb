import { walk } from '../transform/ast-walk.js';
import { identifierName, isFunction, isMember, isProperty, type AstNode } from '../transform/node-types.js';
import { parse, startOf, endOf } from '../transform/parser.js';
import type { AttributeRename } from '../transform/backbone-attributes.js';
import type { TemplateEdit } from '../transform/handlebars-renames.js';

/**
 * The renames of an Underscore (or lodash) template rendered with a model's attributes: its free names
 * (`<%- recordName %>`, `<% if (assignedUserId) { %>`), read through Underscore's `with (obj)`, and `obj.name`
 * (or `data.name` with `{ variable: 'data' }`). A name declared in the template (`_.each(rows, function (row) {`)
 * is its own; a template whose code does not parse is left whole. `from`..`to` bounds the template in `text`.
 */

const TAG = /<%([=-]?)([\s\S]*?)%>/g;

/** What cannot be written is returned in `left` (a name now a list, or removed). */
export function underscoreRenames(
  text: string,
  attributes: ReadonlyMap<string, AttributeRename>,
  variable: string | undefined,
  from = 0,
  to = text.length,
): { edits: TemplateEdit[]; left: Set<string> } {
  const edits: TemplateEdit[] = [];
  const left = new Set<string>();
  const code = templateCode(text, from, to);
  let root: AstNode;
  try {
    root = parse(code, 'babel');
  } catch {
    return { edits, left };
  }
  const declared = new Set<string>();
  walk(root, [], (node) => {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') declared.add(node.id.name);
    if (isFunction(node)) for (const p of node.params) if (p.type === 'Identifier') declared.add(p.name);
    return true;
  });
  const rename = (node: AstNode, name: string): void => {
    const r = attributes.get(name);
    if (!r) return;
    if (r.to === null || r.toMany) {
      left.add(name);
      return;
    }
    edits.push({ start: startOf(node), end: endOf(node), text: r.to, changeId: r.id });
  };
  const data = variable ?? 'obj';
  walk(root, [], (node, parents) => {
    const parent = parents[parents.length - 1];
    if (isMember(node) && !node.computed && identifierName(node.object) === data && !declared.has(data)) {
      const name = identifierName(node.property);
      if (name !== undefined) rename(node.property, name);
      return false;
    }
    if (node.type !== 'Identifier' || variable !== undefined || declared.has(node.name)) return true;
    // a free name, read from the data: not a property, a key or a declaration
    if (parent && isMember(parent) && parent.property === node && !parent.computed) return true;
    if (parent && isProperty(parent) && parent.key === node) return true;
    if (parent && isFunction(parent)) return true;
    rename(node, node.name);
    return true;
  });
  return { edits, left };
}

/**
 * The template's code at its own offsets: the text between tags blanked (newlines kept), `<%= e %>` and `<%- e %>`
 * as `;( e );`, `<% code %>` as the code; so each node's offset is its offset in `text`.
 */
function templateCode(text: string, from: number, to: number): string {
  const out: string[] = text.split('').map((c, i) => (i < from || i >= to || c !== '\n' ? ' ' : c));
  for (const m of text.slice(from, to).matchAll(TAG)) {
    const start = from + (m.index ?? 0);
    const open = m[1] ? ';( ' : '  ';
    const close = m[1] ? ');' : '  ';
    const body = m[2] ?? '';
    const chars = open + body + close;
    for (let i = 0; i < chars.length; i++) out[start + i] = chars[i]!;
  }
  return out.join('');
}
