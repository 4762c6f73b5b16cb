import type { PlanNode } from '@compliance-migrate/rename-map';
import type { ts } from 'ts-morph';
import { Node, type Symbol as MorphSymbol, type Type } from 'ts-morph';
import { renameQueryName } from '../transform/object-rewrite.js';
import { readersAffected } from '../transform/response-rewrite.js';
import { indexedDeclarations } from './indexed-declarations.js';
import { isSchemaEntry } from './schema-entry.js';
import { isOwnInputSchemaEntry } from './own-input-schema.js';
import { isOwnIncomingMember } from './own-incoming-type.js';
import { schemaEnumLiterals } from './schema-enum-values.js';
import { constObjectValues } from './const-object-values.js';
import { valuesTyped } from './value-certainty.js';
import { schemaTypeAliases } from './schema-type-aliases.js';
import { isJsDocProperty } from './jsdoc-properties.js';

/** A property declaration to rename, and why. */
export interface FieldRename {
  node: Node;
  to: string;
  changeId: string;
  /** One value became a list (`field.toMany`): the declared type becomes an array too. */
  toMany: boolean;
  /** Other changes that rename the same declaration (a type shared by several endpoints' bodies). */
  alsoIds?: string[];
}

/** What walking the types of the API's bodies found to change. */
export interface TypeFindings {
  fields: Map<Node, FieldRename>;
  /** String literal types of a field whose values are renamed, with their new value. */
  values: Map<Node, { to: string; changeId: string }>;
  /** Property declarations of a field the new version removed (`alsoIds`: other changes that remove it too). */
  removed: Map<Node, { name: string; changeId: string; alsoIds?: string[] }>;
  /** Interfaces, type aliases, classes, enums (and schema entries) that type a body of this API. */
  domain: Set<Node>;
  /** Aliases of literal unions whose values are renamed (`type AnswerHeaderId = 'REC_NAME' | …`). */
  valueAliases: Map<Node, { values: Map<string, string>; changeId: string }>;
  /** Declarations of fields with renamed values typed as a plain string: their direct comparisons follow. */
  plainValues: Map<Node, { values: Map<string, string>; changeId: string }>;
}

type Plans = readonly (PlanNode | undefined)[];

const MAX_DEPTH = 14;

/** Whether a declaration belongs to the user's project (not a library, not node_modules). */
export function inProject(node: Node): boolean {
  const file = node.getSourceFile();
  return (
    !file.isInNodeModules() && !file.isFromExternalLibrary() && !file.getFilePath().includes('/node_modules/')
  );
}

/** Whether every member of an object type is declared in the project (a library's alias mapping the project's keys). */
function membersInProject(type: Type): boolean {
  const properties = type.getProperties();
  return properties.length > 0 && properties.every((p) => p.getDeclarations().some(inProject));
}

/** Walks a body type along each step's plan, recording every declaration the renames must reach. */
export class PlanWalker {
  readonly findings: TypeFindings = {
    fields: new Map(),
    values: new Map(),
    removed: new Map(),
    domain: new Set(),
    valueAliases: new Map(),
    plainValues: new Map(),
  };
  private readonly seen = new Map<ts.Type, Plans[]>();
  /**
   * A field with renamed values is typed as a plain string, or a renamed position is typed `unknown`/`any`: the
   * types cannot show where its values are read.
   */
  uncertain = false;
  /** The body is typed by a runtime schema of the project (its keys are `z.object({ … })` entries). */
  schemaTyped = false;

  /** `sent`: the walk is of a request's body, where a type of the app's own input keeps its names. */
  constructor(
    private readonly at: Node,
    private readonly sent = false,
    /**
     * Whether a JSDoc `@property` declares a member here: not in the type of a value spread into a body (`{ id,
     * ...input }`), whose typedef may be the app's own input, written out field by field (`types/jsdoc-properties.ts`).
     */
    private readonly jsDoc = true,
  ) {}

  walk(type: Type, plans: Plans, depth = 0): void {
    // `Page<unknown>`: the renamed fields below are read through code the types do not show (a schema's parse)
    if (type.isAny() || type.isUnknown()) this.uncertain ||= readersAffected(plans);
    if (depth > MAX_DEPTH || type.isAny() || type.isUnknown()) return;
    const compiler = type.compilerType;
    const before = this.seen.get(compiler) ?? [];
    if (before.some((p) => p.length === plans.length && p.every((x, i) => x === plans[i]))) return;
    this.seen.set(compiler, [...before, plans]);

    const members = type.isUnion()
      ? type.getUnionTypes()
      : type.isIntersection()
        ? type.getIntersectionTypes()
        : [];
    if (members.length > 0) {
      for (const member of members) this.walk(member, plans, depth + 1);
      return;
    }
    if (type.isArray() || type.isReadonlyArray?.()) {
      const element = type.getArrayElementType() ?? type.getTypeArguments()[0];
      if (element)
        this.walk(
          element,
          plans.map((p) => p?.item),
          depth + 1,
        );
      return;
    }
    this.domainOf(type);
    if (!type.isObject()) return;
    const symbol = type.getAliasSymbol() ?? type.getSymbol();
    // a library type (Promise, Date, Map, the builtin Record): its own members are not the API's
    const declared = symbol?.getDeclarations() ?? [];
    // (unless its members are the project's own: zod's `objectOutputType<Shape>` of a schema of the project)
    if (declared.length > 0 && !declared.some(inProject) && !membersInProject(type)) {
      for (const arg of type.getAliasTypeArguments()) this.walk(arg, plans, depth + 1);
      return;
    }
    for (const property of type.getProperties()) this.property(property, plans, depth);
  }

  private property(property: MorphSymbol, plans: Plans, depth: number): void {
    const original = property.getName();
    let name = original;
    let changeId: string | undefined;
    let toMany = false;
    let removed: string | undefined;
    const children: (PlanNode | undefined)[] = [];
    const valueRules: { values: Map<string, string>; id: string }[] = [];
    for (const plan of plans) {
      const rule = plan?.keys?.get(name);
      children.push(rule?.child);
      if (!rule) continue;
      if (rule.out === null) {
        removed = rule.removeId ?? '';
        break;
      }
      if (rule.values && rule.valuesId) valueRules.push({ values: rule.values, id: rule.valuesId });
      if (rule.toMany) toMany = true;
      if (typeof rule.out === 'string' && rule.out !== name) {
        name = rule.out;
        changeId = rule.renameId ?? rule.toMany?.id;
      }
    }
    const members = property
      .getDeclarations()
      .filter((d) => inProject(d) && isMemberDeclaration(d) && (this.jsDoc || !isJsDocProperty(d)));
    // the key of a schema validating the app's own input (`zValidator('json', schema)`) is the app's name: not
    // renamed, and the body it is spread into is left for a person
    // and so is, in a request's body, a member of a type the app's own server casts what a route received to
    // (`request.payload as HazardInput`); a walk of a response still renames a type the API answers with
    const declarations = members.filter(
      (d) => !isOwnInputSchemaEntry(d) && !(this.sent && isOwnIncomingMember(d)),
    );
    if (declarations.length < members.length && (changeId || removed !== undefined)) this.uncertain = true;
    if (declarations.some(isSchemaEntry)) this.schemaTyped = true;
    for (const declaration of declarations) {
      const typeNode = (declaration as Node & { getTypeNode?: () => Node | undefined }).getTypeNode?.();
      if (typeNode) this.referencedTypes(typeNode);
      if (typeNode) for (const rule of valueRules) this.inlineValues(typeNode, rule.values, rule.id);
      // orval's `headerId: AnswerHeaderId` over `(typeof AnswerHeaderId)[keyof typeof AnswerHeaderId]`: the compiler
      // keeps no alias on that union, so the reference names the object holding the values
      if (Node.isTypeReference(typeNode))
        for (const rule of valueRules) this.referencedConstValues(typeNode, rule.values, rule.id);
      // `headerId: z.enum(['REC_NAME', …])`: the schema's values are the union's
      for (const rule of valueRules) this.enumValues(declaration, rule.values, rule.id);
      if (removed !== undefined)
        this.findings.removed.set(declaration, { name: original, changeId: removed });
      else if (changeId && name !== original) {
        this.findings.fields.set(declaration, { node: declaration, to: name, changeId, toMany });
      }
    }
    if (removed !== undefined) return;
    const type = property.getTypeAtLocation(this.at);
    if (valueRules.length > 0 && !valuesTyped(type)) {
      this.uncertain = true;
      for (const d of declarations)
        for (const rule of valueRules)
          this.findings.plainValues.set(d, { values: rule.values, changeId: rule.id });
    }
    for (const rule of valueRules) this.valuesOf(type, rule.values, rule.id);
    this.walk(type, children, depth + 1);
  }

  /** The `as const` object values of the alias a type reference names (`AnswerHeaderId`). */
  private referencedConstValues(reference: Node, values: Map<string, string>, changeId: string): void {
    if (!Node.isTypeReference(reference)) return;
    for (const declaration of reference.getTypeName().getSymbol()?.getDeclarations() ?? []) {
      if (!inProject(declaration)) continue;
      for (const literal of constObjectValues(declaration)) {
        const to = values.get(literal.getLiteralText());
        if (to !== undefined) this.findings.values.set(literal, { to: JSON.parse(to) as string, changeId });
      }
    }
  }

  /** A schema entry holding an enum schema (`z.enum(['REC_NAME', …])`): the values written in it to rename. */
  private enumValues(declaration: Node, values: Map<string, string>, changeId: string): void {
    for (const literal of schemaEnumLiterals(declaration)) {
      const to = values.get(literal.getLiteralText());
      if (to !== undefined) this.findings.values.set(literal, { to: JSON.parse(to) as string, changeId });
    }
  }

  /** `headerId: AnswerHeaderId` with `type AnswerHeaderId = 'REC_NAME' | …`: the literal types to rename. */
  private valuesOf(type: Type, values: Map<string, string>, changeId: string): void {
    const members = type.isUnion() ? type.getUnionTypes() : [type];
    const alias = type.getAliasSymbol() ?? members.find((m) => m.getAliasSymbol())?.getAliasSymbol();
    for (const declaration of alias?.getDeclarations() ?? []) {
      if (!inProject(declaration)) continue;
      this.findings.valueAliases.set(declaration, { values, changeId });
      // typescript-axios's enum: the `as const` object's values
      for (const literal of constObjectValues(declaration)) {
        const to = values.get(literal.getLiteralText());
        if (to !== undefined) this.findings.values.set(literal, { to: JSON.parse(to) as string, changeId });
      }
      declaration.forEachDescendant((node) => {
        if (!Node.isLiteralTypeNode(node)) return;
        const literal = node.getLiteral();
        if (!Node.isStringLiteral(literal)) return;
        const to = values.get(literal.getLiteralText());
        if (to !== undefined) this.findings.values.set(literal, { to: JSON.parse(to) as string, changeId });
      });
    }
  }

  /** The properties of a query's type, renamed through each step's query renames (flat, as query strings are). */
  walkQuery(
    type: Type,
    renames: readonly (ReadonlyMap<string, { to: string; id: string }> | undefined)[],
  ): void {
    if (type.isAny() || type.isUnknown()) return;
    const members = type.isUnion()
      ? type.getUnionTypes()
      : type.isIntersection()
        ? type.getIntersectionTypes()
        : [type];
    for (const member of members) {
      this.domainOf(member);
      for (const property of member.getProperties()) {
        const { name, id: changeId } = renameQueryName(property.getName(), renames);
        if (!changeId || name === property.getName()) continue;
        for (const declaration of property.getDeclarations()) {
          if (inProject(declaration) && isMemberDeclaration(declaration)) {
            this.findings.fields.set(declaration, { node: declaration, to: name, changeId, toMany: false });
          }
        }
      }
    }
  }

  /** Aliases and interfaces a declared type names (`recordId: RecordId`, `RecordId[]`): tied to the API too. */
  referencedTypes(typeNode: Node): void {
    for (const declaration of namedTypes(typeNode)) this.findings.domain.add(declaration);
  }

  /**
   * `headerId: 'REC_NAME' | 'REC_CODE'` written inline: its literal types; also through an indexed access
   * (`headerId: components['schemas']['HeaderId']`, as openapi-typescript writes a named enum) to the union it names.
   */
  private inlineValues(typeNode: Node, values: Map<string, string>, changeId: string, depth = 0): void {
    const visit = (node: Node): void => {
      if (depth < 4) {
        for (const declared of indexedDeclarations(node)) {
          const named = Node.isPropertySignature(declared) ? declared.getTypeNode() : undefined;
          if (named && inProject(declared)) this.inlineValues(named, values, changeId, depth + 1);
        }
        // `type HeaderId = 'REC_NAME' | (string & {})` or `… | string`: the compiler widens the union to string, so
        // the values are found where the alias is written
        if (Node.isTypeReference(node)) {
          for (const declared of node.getTypeName().getSymbol()?.getDeclarations() ?? []) {
            if (Node.isTypeAliasDeclaration(declared) && inProject(declared))
              this.inlineValues(declared.getTypeNodeOrThrow(), values, changeId, depth + 1);
          }
        }
      }
      if (!Node.isLiteralTypeNode(node)) return;
      const literal = node.getLiteral();
      if (!Node.isStringLiteral(literal)) return;
      const to = values.get(literal.getLiteralText());
      if (to !== undefined) this.findings.values.set(literal, { to: JSON.parse(to) as string, changeId });
    };
    visit(typeNode);
    typeNode.forEachDescendant(visit);
  }

  private domainOf(type: Type): void {
    // `type RecordType = typeof RecordType.Type`: an Effect Schema's decoded type has no alias of its own
    if (!type.getAliasSymbol() && type.isObject() && this.at)
      for (const alias of schemaTypeAliases(type, this.at)) this.findings.domain.add(alias);
    for (const symbol of [type.getAliasSymbol(), type.getSymbol()]) {
      for (const declaration of symbol?.getDeclarations() ?? []) {
        if (!inProject(declaration)) continue;
        if (
          Node.isInterfaceDeclaration(declaration) ||
          Node.isTypeAliasDeclaration(declaration) ||
          Node.isClassDeclaration(declaration) ||
          Node.isEnumDeclaration(declaration)
        ) {
          this.findings.domain.add(declaration);
        } else if (Node.isTypeLiteral(declaration) && Node.isPropertySignature(declaration.getParent())) {
          // openapi-typescript: `components['schemas']['Record']`, a schema entry
          this.findings.domain.add(declaration.getParent()!);
        }
      }
    }
  }
}

const namedTypesCache = new WeakMap<Node, readonly Node[]>();

/**
 * The project's interfaces, aliases and enums a type node names, once per node: every call typed by the same
 * response type walks the same declarations (2,000 times in `pnpm bench codemod-types`).
 */
function namedTypes(typeNode: Node): readonly Node[] {
  const cached = namedTypesCache.get(typeNode);
  if (cached) return cached;
  const out: Node[] = [];
  const visit = (node: Node): void => {
    if (!Node.isTypeReference(node)) return;
    let symbol = node.getTypeName().getSymbol();
    if (symbol?.isAlias()) symbol = symbol.getAliasedSymbol() ?? symbol;
    for (const declaration of symbol?.getDeclarations() ?? []) {
      if (!inProject(declaration)) continue;
      if (
        Node.isTypeAliasDeclaration(declaration) ||
        Node.isInterfaceDeclaration(declaration) ||
        Node.isEnumDeclaration(declaration)
      ) {
        out.push(declaration);
      }
    }
  };
  visit(typeNode);
  typeNode.forEachDescendant(visit);
  namedTypesCache.set(typeNode, out);
  return out;
}

function isMemberDeclaration(node: Node): boolean {
  return (
    Node.isPropertySignature(node) ||
    Node.isPropertyDeclaration(node) ||
    // JavaScript's `@typedef {Object} Profile` with `@property {number[]} recordIds` (`types/jsdoc-properties.ts`)
    isJsDocProperty(node) ||
    Node.isParameterDeclaration(node) ||
    isSchemaEntry(node)
  );
}
