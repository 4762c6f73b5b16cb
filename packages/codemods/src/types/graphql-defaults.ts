import { createRequire } from 'node:module';
import type { parse as parseSdl, TypeNode } from 'graphql';
import {
  Node,
  SyntaxKind,
  type Project,
  type PropertyAssignment,
  type SourceFile,
  type Type,
} from 'ts-morph';
import { inProject, type TypeFindings } from './plan-walk.js';
import { resolverWrites, type DefaultRead, type ResolverInsert } from './graphql-resolver-writes.js';

/** A field of the project's own GraphQL schema that GraphQL resolved from a field this API renamed or removed. */
export interface DefaultResolverMiss {
  /** Where a person adds the resolvers: the type's resolver map, the resolver returning it, or the schema. */
  node: Node;
  changeId: string;
  /** The TODO's text; undefined when `insert` writes every resolver needed. */
  message?: string;
  /** Resolvers written into the type's resolver map (`graphql-resolver-writes.ts`). */
  insert?: ResolverInsert;
}

/** Object types of an SDL: type name → field name → the named type the field returns. */
type Schema = Map<string, Map<string, string>>;
interface Located {
  type: Type;
  at: Node;
  precise: boolean;
}

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);
const MAX_ROUNDS = 6;

/**
 * A GraphQL server's schema is its own contract (`type Record { recordId: ID! }` in a `#graphql` or `gql`
 * template), and GraphQL resolves a field with no resolver by reading the parent object's property of the same
 * name. When the parent is this API's data (the type a resolver of the type takes as its parent, or the type the
 * resolver of a field returning it gives back, followed through default-resolved fields) and the run renames or
 * removes that property, the schema's field would resolve to nothing: each such type gets one TODO naming its
 * fields and the new names, for a person to add resolvers (`recordId: (parent) => parent.categoryId`). The schema
 * is not renamed: its names are the app's clients'.
 */
export function graphqlDefaultResolvers(
  project: Project,
  findings: TypeFindings,
  renamedTypes: ReadonlyMap<Node, string> = new Map(),
): DefaultResolverMiss[] {
  if (findings.fields.size === 0 && findings.removed.size === 0) return [];
  const files = project.getSourceFiles().filter((f) => inProject(f) && mayHoldSchema(f.getFullText()));
  const schemas = files.flatMap(schemaTemplates);
  if (schemas.length === 0) return [];
  const schema = parseSchemas(schemas.map((s) => s.text));
  if (schema.size === 0) return [];
  const maps = resolverMaps(project, schema);
  const parents = new Map<string, Located[]>();
  // `precise`: `at` is the resolver's own member (`types: (record) => …`), not a map merged from elsewhere
  const addParent = (name: string, type: Type, at: Node, precise = false): boolean => {
    const list = parents.get(name) ?? [];
    const known = list.find((p) => p.type.compilerType === type.compilerType);
    if (known && precise && !known.precise) Object.assign(known, { at, precise });
    if (known) return false;
    list.push({ type, at, precise });
    parents.set(name, list);
    return true;
  };
  for (const [name, list] of maps) {
    for (const map of list) {
      for (const [field, fn] of map.fields) {
        const signature = fn.getCallSignatures()[0];
        const first = signature?.getParameters()[0]?.getTypeAtLocation(map.node);
        if (first) for (const object of objectTypes(first)) addParent(name, object, map.node);
        const returned = schema.get(name)?.get(field);
        const ret = signature?.getReturnType();
        if (returned && ret && schema.has(returned) && !ROOTS.has(returned))
          for (const object of objectTypes(ret))
            addParent(returned, object, map.properties.get(field) ?? map.node, map.properties.has(field));
      }
    }
  }
  // a field resolved by default hands the parent's property on: its type is the parent of the field's own type
  for (let round = 0, grown = true; grown && round < MAX_ROUNDS; round++) {
    grown = false;
    for (const [name, list] of [...parents]) {
      const fields = schema.get(name);
      if (!fields) continue;
      for (const parent of [...list]) {
        for (const [field, returned] of fields) {
          if (explicit(maps, name).has(field) || !schema.has(returned)) continue;
          const property = parent.type.getProperty(field);
          const type = property?.getTypeAtLocation(parent.at);
          if (type)
            for (const object of objectTypes(type)) grown = addParent(returned, object, parent.at) || grown;
        }
      }
    }
  }
  const misses: DefaultResolverMiss[] = [];
  for (const [name, list] of parents) {
    if (ROOTS.has(name)) continue;
    const found = new Map<string, { to: string | undefined; changeId: string; declaration: Node }>();
    for (const parent of list) {
      for (const field of schema.get(name)?.keys() ?? []) {
        if (explicit(maps, name).has(field) || found.has(field)) continue;
        for (const declaration of parent.type.getProperty(field)?.getDeclarations() ?? []) {
          const renamed = findings.fields.get(declaration);
          const removed = findings.removed.get(declaration);
          if (renamed && !renamed.toMany)
            found.set(field, { to: renamed.to, changeId: renamed.changeId, declaration });
          else if (renamed || removed)
            found.set(field, { to: undefined, changeId: (renamed ?? removed)!.changeId, declaration });
        }
      }
    }
    const own = maps.get(name) ?? [];
    // resolvers written into the type's own map literal where they can be; a TODO for the rest
    const literal = own.map((m) => m.node.getInitializer()).find((v) => Node.isObjectLiteralExpression(v));
    const reads = new Map<string, DefaultRead>();
    for (const [field, { to, changeId, declaration }] of found)
      if (to !== undefined) reads.set(field, { to, changeId, declaration });
    if (Node.isObjectLiteralExpression(literal)) {
      const { inserts, written } = resolverWrites(
        literal,
        [...(schema.get(name)?.keys() ?? [])],
        reads,
        renamedTypes,
      );
      for (const insert of inserts) misses.push({ node: literal, changeId: insert.changeId, insert });
      for (const field of written) found.delete(field);
    }
    const [first] = found.values();
    if (!first) continue;
    const at =
      (own.find((m) => m.properties.size > 0) ?? own[0])?.node ??
      (list.find((p) => p.precise) ?? list[0]!).at;
    const needed = [...found].map(([field, { to }]) =>
      to === undefined ? `${field} (gone, or now a list)` : `${field}: (parent) => parent.${to}`,
    );
    misses.push({
      node: at,
      changeId: first.changeId,
      message: `the GraphQL schema's ${name} resolved ${[...found.keys()].join(', ')} by default from this API's fields of those names, which the new version renames or removes: give ${name} resolvers (${needed.join(', ')}), or change the schema`,
    });
  }
  return misses;
}

/** A cheap test before any file is walked: an SDL template is tagged `gql`/`graphql` or starts with `#graphql`. */
function mayHoldSchema(text: string): boolean {
  return text.includes('#graphql') || /\b(gql|graphql)`/.test(text);
}

/** The SDL texts of a file: `gql`/`graphql` tagged templates and templates starting with `#graphql`. */
function schemaTemplates(file: SourceFile): { text: string }[] {
  const out: { text: string }[] = [];
  for (const literal of file.getDescendantsOfKind(SyntaxKind.NoSubstitutionTemplateLiteral)) {
    const parent = literal.getParent();
    const tag = Node.isTaggedTemplateExpression(parent) ? parent.getTag().getText() : undefined;
    const text = literal.getLiteralText();
    if (tag === 'gql' || tag === 'graphql' || text.trimStart().startsWith('#graphql')) out.push({ text });
  }
  return out;
}

/** The object types (and extensions) the SDL texts declare; a text GraphQL cannot parse is skipped. */
function parseSchemas(texts: readonly string[]): Schema {
  // graphql-js's parser, loaded only for a project holding a schema (about 0.1 s)
  const { parse } = createRequire(import.meta.url)('graphql/language/parser') as { parse: typeof parseSdl };
  const schema: Schema = new Map();
  for (const text of texts) {
    let document;
    try {
      document = parse(text, { noLocation: true });
    } catch {
      continue;
    }
    for (const definition of document.definitions) {
      if (definition.kind !== 'ObjectTypeDefinition' && definition.kind !== 'ObjectTypeExtension') continue;
      const fields = schema.get(definition.name.value) ?? new Map<string, string>();
      for (const field of definition.fields ?? []) fields.set(field.name.value, namedType(field.type));
      schema.set(definition.name.value, fields);
    }
  }
  return schema;
}

function namedType(type: TypeNode): string {
  return type.kind === 'NamedType' ? type.name.value : namedType(type.type);
}

interface ResolverMap {
  /** The `Record: { … }` member. */
  node: PropertyAssignment;
  /** Field name → the resolver's type. */
  fields: Map<string, Type>;
  /** Field name → its member, where the map's literal is in view. */
  properties: Map<string, Node>;
}

/** `Record: { code: (record) => …, types: … }`: members keyed by a schema type whose value holds functions only. */
function resolverMaps(project: Project, schema: Schema): Map<string, ResolverMap[]> {
  const maps = new Map<string, ResolverMap[]>();
  for (const file of project.getSourceFiles()) {
    if (!inProject(file)) continue;
    for (const member of file.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
      const name = member.getName();
      if (!schema.has(name)) continue;
      const value = member.getInitializer();
      if (!value) continue;
      const fields = new Map<string, Type>();
      for (const property of value.getType().getProperties()) {
        const type = property.getTypeAtLocation(value);
        if (type.getCallSignatures().length === 0) {
          fields.clear();
          break;
        }
        fields.set(property.getName(), type);
      }
      if (fields.size === 0) continue;
      const properties = new Map<string, Node>();
      if (Node.isObjectLiteralExpression(value))
        for (const p of value.getProperties())
          if (Node.isPropertyAssignment(p) || Node.isMethodDeclaration(p)) properties.set(p.getName(), p);
      const list = maps.get(name) ?? [];
      list.push({ node: member, fields, properties });
      maps.set(name, list);
    }
  }
  return maps;
}

function explicit(maps: Map<string, ResolverMap[]>, name: string): Set<string> {
  return new Set((maps.get(name) ?? []).flatMap((m) => [...m.fields.keys()]));
}

/** The object types a value of `type` holds: through `Promise`, arrays, unions, `null` and `undefined`. */
function objectTypes(type: Type, depth = 0): Type[] {
  if (depth > 6) return [];
  if (type.isUnion()) return type.getUnionTypes().flatMap((t) => objectTypes(t, depth + 1));
  if (type.isArray()) {
    const element = type.getArrayElementType();
    return element ? objectTypes(element, depth + 1) : [];
  }
  const symbol = type.getSymbol()?.getName();
  const [argument] = type.getTypeArguments();
  if ((symbol === 'Promise' || symbol === 'PromiseLike') && argument) return objectTypes(argument, depth + 1);
  if (type.isObject() && type.getCallSignatures().length === 0 && type.getProperties().length > 0)
    return [type];
  return [];
}
