import { Node, ts, type Project, type Type } from 'ts-morph';
import { answersFetch } from './fetch-answers.js';
import { keylessContext } from './keyless-context.js';
import { inProject, type FieldRename } from './plan-walk.js';
import { isSchemaShape, shapeKeys } from './schema-shape.js';
import { testFileLiterals } from './test-file-literals.js';
import { generatorOf } from '../run/generated-files.js';

/** A type declaring renamed fields: every member name it declares, and its renames by name. */
interface Owner {
  node: Node;
  names: ReadonlySet<string>;
  renames: ReadonlyMap<string, FieldRename>;
}

/**
 * Keys of the untyped object literals a test stubs this API's answers with, by hand (`fetchReturning({ data: [{
 * recordId: 1, recordName: 'Fire Safety' }] })`, `const row = (id) => ({ itemId: id, recordName, score: 64 })`): a
 * literal whose keys are all declared by a type of this API's bodies that renames some of them, every such type
 * renaming them alike, is that body written out, so its keys follow. Only in test files, only literals without a
 * type of their own (a typed one is the language service's to rename), of two keys or more; a literal with one key
 * no such type declares (the app's own object), or whose key types disagree, is left.
 */
export function testStubKeys(
  project: Project,
  fields: ReadonlyMap<Node, FieldRename>,
): { key: Node; field: FieldRename; shorthand: boolean }[] {
  const direct = directOwners(fields);
  const out: { key: Node; field: FieldRename; shorthand: boolean }[] = [];
  if (direct.size === 0) return out;
  // an interface extending one inherits its renamed names: the literals to look at are the same
  const literals = testFileLiterals(project, new Set([...direct.values()].flatMap((r) => [...r.keys()])));
  if (literals.length === 0) return out;
  const owners = ownersOf(project, direct, fields);
  const others = otherTypes(project, new Set(owners.map((o) => o.node))); // read once a test file may hold a stub
  for (const literal of literals) out.push(...stubKeys(literal, owners, others, fields));
  return out;
}

/** The renamed keys of one literal, when it is a stub of a type of this API's bodies. */
function stubKeys(
  literal: Node & { getProperties(): Node[] },
  owners: readonly Owner[],
  others: readonly ReadonlySet<string>[],
  fields: ReadonlyMap<Node, FieldRename>,
): { key: Node; field: FieldRename; shorthand: boolean }[] {
  const keys: { name: string; node: Node; shorthand: boolean }[] = [];
  for (const property of literal.getProperties()) {
    if (fields.has(property)) return [];
    if (Node.isShorthandPropertyAssignment(property))
      keys.push({ name: property.getName(), node: property.getNameNode(), shorthand: true });
    else if (Node.isPropertyAssignment(property) && !Node.isComputedPropertyName(property.getNameNode()))
      keys.push({
        name: property.getName().replace(/^['"]|['"]$/g, ''),
        node: property.getNameNode(),
        shorthand: false,
      });
    else return [];
  }
  if (keys.length < 2 || typed(literal)) return [];
  const candidates = owners.filter(
    (o) => keys.every((k) => o.names.has(k.name)) && keys.some((k) => o.renames.has(k.name)),
  );
  const [first] = candidates;
  // a type of the app's own declaring every key too (`ItemFilters { recordId, typeId }`): the literal may be its,
  // unless it is what a stubbed `fetch` answers with (`mockFetch({ data: [{ recordId: 1 }] })`)
  if (!first) return [];
  if (others.some((names) => keys.every((k) => names.has(k.name))) && !answersFetch(literal)) return [];
  const out: { key: Node; field: FieldRename; shorthand: boolean }[] = [];
  for (const key of keys) {
    const field = first.renames.get(key.name);
    // every type the literal may be renames the key alike, or the literal is left
    if (candidates.some((o) => o.renames.get(key.name)?.to !== field?.to)) return [];
    if (field) out.push({ key: key.node, field, shorthand: key.shorthand });
  }
  return out;
}

/** Whether the literal has a type of its own where it is written (not `any`, `unknown`, or one naming none of its keys). */
export function typed(literal: Node): boolean {
  const contextual = (literal as Node & { getContextualType?: () => Type | undefined }).getContextualType?.();
  return (
    contextual !== undefined &&
    !contextual.isAny() &&
    !contextual.isUnknown() &&
    !keylessContext(literal, contextual)
  );
}

/**
 * The types (and runtime schemas' shapes) declaring the renamed fields, each with all its member names; an interface
 * with those it inherits, and the interfaces of the project extending it (`ItemDetail extends ItemRow`) too.
 */
/** The interfaces, type literals and schema shapes declaring renamed fields, with their renames by name. */
function directOwners(fields: ReadonlyMap<Node, FieldRename>): Map<Node, Map<string, FieldRename>> {
  const byOwner = new Map<Node, Map<string, FieldRename>>();
  for (const [declaration, field] of fields) {
    if (field.toMany || !Node.hasName(declaration)) continue;
    const owner = declaration.getParent();
    if (!owner || !(Node.isInterfaceDeclaration(owner) || Node.isTypeLiteral(owner) || isSchemaShape(owner)))
      continue;
    byOwner.set(owner, (byOwner.get(owner) ?? new Map()).set(declaration.getName(), field));
  }
  return byOwner;
}

/** The owners of renamed fields, and the project's interfaces extending one, each with every name it declares. */
function ownersOf(
  project: Project,
  direct: ReadonlyMap<Node, Map<string, FieldRename>>,
  fields: ReadonlyMap<Node, FieldRename>,
): Owner[] {
  const byOwner = new Map(direct);
  for (const derived of derivedInterfaces(project, new Set(direct.keys())))
    if (!byOwner.has(derived)) byOwner.set(derived, new Map());
  return [...byOwner].map(([owner, renames]) => {
    if (!Node.isInterfaceDeclaration(owner)) return { node: owner, names: memberNames(owner), renames };
    // the members it inherits, and their renames
    const all = new Map(renames);
    for (const property of owner.getType().getProperties())
      for (const declaration of property.getDeclarations()) {
        const field = fields.get(declaration);
        if (field && !field.toMany && !all.has(property.getName())) all.set(property.getName(), field);
      }
    const names = new Set(
      owner
        .getType()
        .getProperties()
        .map((p) => p.getName()),
    );
    return { node: owner, names, renames: all };
  });
}

/**
 * The project's interfaces that extend one of `bases` (directly), found by reading the `extends` clauses of its
 * interfaces: a find-references of each base would visit every file that uses it.
 */
function derivedInterfaces(project: Project, bases: ReadonlySet<Node>): Node[] {
  if (![...bases].some((b) => Node.isInterfaceDeclaration(b))) return [];
  const out: Node[] = [];
  for (const file of project.getSourceFiles()) {
    if (!inProject(file)) continue;
    for (const declaration of file.getDescendantsOfKind(ts.SyntaxKind.InterfaceDeclaration)) {
      if (bases.has(declaration)) continue;
      const extended = declaration.getExtends().some((heritage) => {
        const symbol = heritage.getExpression().getSymbol();
        const target = symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
        return target?.getDeclarations().some((d) => bases.has(d)) ?? false;
      });
      if (extended) out.push(declaration);
    }
  }
  return out;
}

/** The member names an interface, type literal or runtime schema's shape declares. */
export function memberNames(owner: Node): Set<string> {
  if (isSchemaShape(owner)) return shapeKeys(owner);
  const members = Node.isInterfaceDeclaration(owner) || Node.isTypeLiteral(owner) ? owner.getMembers() : [];
  return new Set(members.filter(Node.hasName).map((m) => m.getName()));
}

/**
 * The member names of every other interface and type literal of the project's own files (not `owners`), generated
 * declarations included (Gatsby's `gatsby-types.d.ts`: the `Queries` types of the site's own GraphQL nodes).
 */
export function otherTypes(project: Project, owners: ReadonlySet<Node>): Set<string>[] {
  const skip = new Set<ts.Node>([...owners].map((o) => o.compilerNode));
  const out: Set<string>[] = [];
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile)) continue;
    if (sourceFile.isDeclarationFile() && generatorOf(sourceFile.getFullText()) === undefined) continue;
    const visit = (node: ts.Node): void => {
      if ((ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node)) && !skip.has(node)) {
        const names = new Set<string>();
        for (const member of node.members)
          if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)))
            names.add(member.name.text);
        out.push(names);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile.compilerNode);
  }
  return out;
}

/** The edit of one stub key: its name (inside its quotes) becomes the new name; a shorthand keeps its value. */
export function stubKeyEdit(
  key: Node,
  field: FieldRename,
  shorthand: boolean,
): [start: number, end: number, text: string, changeId: string] {
  const quoted = Node.isStringLiteral(key) ? 1 : 0;
  const text = shorthand ? `${field.to}: ${key.getText()}` : field.to;
  return [key.getStart() + quoted, key.getEnd() - quoted, text, field.changeId];
}
