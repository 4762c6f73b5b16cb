import type { AttributeRename } from './backbone-attributes.js';
import type { ModelMember, SerializerFacts } from '../project/ember-models.js';
import type { IdEdit } from './object-rewrite.js';
import { endOf, startOf } from './parser.js';

/**
 * An ember-data serializer keeps the app's model names apart from the wire's: its `primaryKey` and `attrs` values
 * are wire names, and a model attribute it does not map is sent and read under its own name. When the wire names
 * change, the serializer is where they change: its wire names are renamed, and the attributes named as an old wire
 * name get an `attrs` entry mapping them to the new one. The models, their readers and the templates keep their
 * names, so no rename has to reach an untyped `.hbs` template.
 */

/** A place the serializer cannot settle: a wire name removed, turned into a list, or renamed two ways. */
export interface SerializerTodo {
  at: number;
  changeId: string;
  message: string;
}

/** The edits that move a serializer's wire names to the new version, and what is left for a person. */
export function serializerEdits(
  facts: SerializerFacts,
  members: readonly ModelMember[],
  renames: ReadonlyMap<string, AttributeRename>,
  source: string,
): { edits: IdEdit[]; todos: SerializerTodo[] } {
  const edits: IdEdit[] = [];
  const todos: SerializerTodo[] = [];
  for (const wire of facts.mapped) {
    const rename = renames.get(wire.value);
    if (!rename) continue;
    if (rename.to === null || rename.toMany) {
      todos.push({ at: startOf(wire.node), changeId: rename.id, message: unsettled(wire.value, rename) });
      continue;
    }
    const quote = source[startOf(wire.node)] ?? "'";
    edits.push({
      start: startOf(wire.node),
      end: endOf(wire.node),
      text: `${quote}${rename.to}${quote}`,
      changeId: rename.id,
      at: startOf(wire.node),
    });
  }
  const mappedAttributes = new Set(facts.mapped.map((w) => w.attribute).filter((a) => a !== undefined));
  const added: { name: string; to: string; id: string }[] = [];
  for (const member of members) {
    if (member.kind !== 'attr' || mappedAttributes.has(member.name)) continue;
    const rename = renames.get(member.name);
    if (!rename) continue;
    if (rename.to === null || rename.toMany || facts.computesKeys) {
      const message = facts.computesKeys
        ? `the wire name ${member.name} of this model became ${rename.to ?? '(removed)'}; this serializer computes its keys (keyForAttribute): map it there`
        : unsettled(member.name, rename);
      todos.push({ at: startOf(facts.body), changeId: rename.id, message });
      continue;
    }
    added.push({ name: member.name, to: rename.to, id: rename.id });
  }
  if (added.length > 0) edits.push(...attrsAddition(facts, added, source));
  return { edits, todos };
}

function unsettled(name: string, rename: AttributeRename): string {
  const what = rename.to === null ? 'was removed' : `became the list ${rename.to}`;
  return `the wire name ${name} ${what}: the model and its readers need a person`;
}

/** `attrs` entries for attributes named as an old wire name: into the existing object, else a new `attrs`. */
function attrsAddition(
  facts: SerializerFacts,
  added: readonly { name: string; to: string; id: string }[],
  source: string,
): IdEdit[] {
  const first = facts.body.body[0];
  const indent = first ? indentAt(source, startOf(first)) : '  ';
  const entry = (a: { name: string; to: string }, pad: string): string => `${pad}${a.name}: '${a.to}',\n`;
  const id = added[0]!.id;
  if (facts.attrs) {
    const last = facts.attrs.properties.at(-1);
    if (!last) {
      const text = `{\n${added.map((a) => entry(a, indent + indent)).join('')}${indent}}`;
      return [
        {
          start: startOf(facts.attrs),
          end: endOf(facts.attrs),
          text,
          changeId: id,
          at: startOf(facts.attrs),
        },
      ];
    }
    // after its last entry (and that entry's comma), at the indentation of its entries
    const pad = indentAt(source, startOf(last));
    const comma = /^\s*,/.exec(source.slice(endOf(last), endOf(facts.attrs)));
    const at = endOf(last) + (comma ? comma[0].length : 0);
    const text = (comma ? '' : ',') + added.map((a) => `\n${entry(a, pad).trimEnd()}`).join('');
    return [{ start: at, end: at, text, changeId: id, at }];
  }
  const block = `attrs = {\n${added.map((a) => entry(a, indent + indent)).join('')}${indent}};`;
  if (facts.primaryKey) {
    const end = endOf(facts.primaryKey.member);
    return [{ start: end, end, text: `\n\n${indent}${block}`, changeId: id, at: end }];
  }
  const at = first ? startOf(first) : endOf(facts.body) - 1;
  return [
    { start: at, end: at, text: first ? `${block}\n\n${indent}` : `\n${indent}${block}\n`, changeId: id, at },
  ];
}

function indentAt(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(source.slice(lineStart, offset))?.[0] ?? '';
}
