import {
  type CallExpression,
  Node,
  type ObjectLiteralExpression,
  type SourceFile,
  type Type,
} from 'ts-morph';
import type { PlanNode } from '@compliance-migrate/rename-map';
import { marker } from '../api/markers.js';
import { renameQueryName } from '../transform/object-rewrite.js';
import { plansAt, type Plans } from './plan-path.js';
import type { ReturnedQueryKey } from './returned-query.js';
import type { EndpointPlans } from './type-pass.js';

/** The packages react-admin's data hooks and `useDataProvider` come from. */
const MODULES = new Set(['react-admin', 'ra-core']);
/** The hooks and data provider methods that read a page of a resource's records, and those that read records. */
const LIST_READS = new Set(['useGetList', 'useGetManyReference', 'useInfiniteGetList', 'getList', 'getManyReference']);
const RECORD_READS = new Set(['useGetOne', 'useGetMany', 'getOne', 'getMany']);

/** The GET endpoints a resource of the data provider's table is read from: its list and its record by id. */
export interface ResourceReads {
  list?: ReturnType<EndpointPlans>;
  record?: ReturnType<EndpointPlans>;
}

/** What the walk of react-admin's data reads found: the types to walk with their plans, and key edits. */
export interface ReactAdminReads {
  typed: { type: Type; plans: Plans; at: Node }[];
  keys: ReturnedQueryKey[];
  /** The data provider's table, by resource (empty when no file reads one with react-admin's hooks). */
  table: ReadonlyMap<string, ResourceReads>;
}

/**
 * react-admin's data reads name a resource, not a URL (`useGetList<ComplianceRecord>('records', { filter, sort })`,
 * `dataProvider.getOne<Item>('items', { id })` on `useDataProvider()`): the resource's GET endpoints are the paths
 * its entry in the data provider's table holds (`records: { list: '/records', update: (id) => … }`, an object
 * literal property named for the resource whose entry holds paths of this API). The record type given is walked with
 * the rows of the list endpoint (or the record endpoint's body for `getOne`/`getMany`, the list's rows when the
 * table has none), the `filter`'s keys are the list endpoint's query parameters and `sort.field` names a row's field.
 */
export function reactAdminReads(sourceFiles: readonly SourceFile[], endpoint: EndpointPlans): ReactAdminReads {
  const found: ReactAdminReads = { typed: [], keys: [], table: new Map() };
  if (!sourceFiles.some(importsReactAdmin)) return found;
  const calls = sourceFiles.flatMap((file) => dataReads(file));
  const table = resourceTable(sourceFiles, endpoint);
  found.table = table;
  for (const { call, name, resource } of calls) {
    const reads = table.get(resource);
    if (!reads?.list && !reads?.record) continue;
    const rows = reads.list ? rowPlans(reads.list.response) : undefined;
    const plans = LIST_READS.has(name) ? rows : reads.record ? reads.record.response : rows;
    const type = call.getTypeArguments()[0]?.getType();
    if (type && plans) found.typed.push({ type, plans, at: call });
    if (!LIST_READS.has(name) || !reads.list) continue;
    const params = call.getArguments()[1];
    if (!Node.isObjectLiteralExpression(params)) continue;
    filterKeys(params, reads.list.query, found.keys);
    if (rows) sortField(params, rows, found.keys);
  }
  return found;
}

function importsReactAdmin(file: SourceFile): boolean {
  return file.getImportDeclarations().some((d) => MODULES.has(d.getModuleSpecifierValue()));
}

/** The data reads of a file: a react-admin hook, or a method of `useDataProvider()`, given a resource's name. */
function dataReads(file: SourceFile): { call: CallExpression; name: string; resource: string }[] {
  const imported = new Map<string, string>();
  for (const declaration of file.getImportDeclarations()) {
    if (!MODULES.has(declaration.getModuleSpecifierValue())) continue;
    for (const named of declaration.getNamedImports())
      imported.set(named.getAliasNode()?.getText() ?? named.getName(), named.getName());
  }
  if (imported.size === 0) return [];
  const out: { call: CallExpression; name: string; resource: string }[] = [];
  file.forEachDescendant((node) => {
    if (!Node.isCallExpression(node)) return;
    const first = node.getArguments()[0];
    if (!Node.isStringLiteral(first) && !Node.isNoSubstitutionTemplateLiteral(first)) return;
    const callee = node.getExpression();
    const name = Node.isIdentifier(callee)
      ? imported.get(callee.getText())
      : Node.isPropertyAccessExpression(callee) && isDataProvider(callee.getExpression(), imported)
        ? callee.getName()
        : undefined;
    if (name && (LIST_READS.has(name) || RECORD_READS.has(name)))
      out.push({ call: node, name, resource: first.getLiteralText() });
  });
  return out;
}

/** `dataProvider` of `const dataProvider = useDataProvider()` (react-admin's), or that call itself. */
function isDataProvider(node: Node, imported: ReadonlyMap<string, string>): boolean {
  const isHook = (call: Node | undefined): boolean =>
    Node.isCallExpression(call) && imported.get(call.getExpression().getText()) === 'useDataProvider';
  if (isHook(node)) return true;
  if (!Node.isIdentifier(node)) return false;
  return node
    .getSymbol()
    ?.getDeclarations()
    .some((d) => Node.isVariableDeclaration(d) && isHook(d.getInitializer())) ?? false;
}

/**
 * Every object literal property whose entry holds GET paths of this API (`records: { list: '/records', one: (id) =>
 * `/records/${id}` }`), by the property's name: the entry's one list endpoint and one record endpoint (a path with
 * one parameter). A name given two different lists is left out.
 */
export function resourceTable(sourceFiles: readonly SourceFile[], endpoint: EndpointPlans): Map<string, ResourceReads> {
  const table = new Map<string, ResourceReads>();
  const ambiguous = new Set<string>();
  for (const file of sourceFiles) {
    file.forEachDescendant((node) => {
      if (!Node.isPropertyAssignment(node)) return;
      const entry = node.getInitializer();
      if (!Node.isObjectLiteralExpression(entry) || !Node.isObjectLiteralExpression(node.getParent())) return;
      const reads: ResourceReads = {};
      const lists = new Set<string>();
      for (const path of pathTexts(entry)) {
        const plans = endpoint('GET', path);
        // `/profiles/scheduled` (a POST's) also reads as GET `/profiles/{profileId}`: a literal segment filling a
        // parameter is another endpoint's path
        const params = plans?.params ?? [];
        if (!plans || params.length > 1 || params.some((p) => !p.includes('\uE000'))) continue;
        if (params.length === 1) reads.record ??= plans;
        else {
          lists.add(path);
          reads.list ??= plans;
        }
      }
      if (lists.size > 1) return;
      if (!reads.list && !reads.record) return;
      const name = node.getName().replace(/^['"]|['"]$/g, '');
      if (table.has(name)) ambiguous.add(name);
      table.set(name, reads);
    });
  }
  for (const name of ambiguous) table.delete(name);
  return table;
}

/** The paths written in an entry: `'/records'`, and `` `/records/${id}` `` with its holes as markers. */
function pathTexts(entry: ObjectLiteralExpression): string[] {
  const out: string[] = [];
  entry.forEachDescendant((node) => {
    if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) {
      const text = node.getLiteralText();
      if (text.startsWith('/')) out.push(text);
    } else if (Node.isTemplateExpression(node)) {
      const head = node.getHead().getLiteralText();
      if (!head.startsWith('/')) return;
      out.push(
        head + node.getTemplateSpans().map((span, i) => marker(i) + span.getLiteral().getLiteralText()).join(''),
      );
    }
  });
  return out;
}

/** The plans of one row of a list response: the body's items, or those of its one member holding a list (`data`). */
export function rowPlans(response: Plans): Plans | undefined {
  if (response.some((p) => p?.item)) return response.map((p) => p?.item);
  const keys = new Set<string>();
  for (const plan of response)
    for (const [key, rule] of plan?.keys ?? []) if (rule.child?.item) keys.add(key);
  if (keys.size !== 1) return undefined;
  const [key] = keys;
  return plansAt([key!], response).map((p: PlanNode | undefined) => p?.item);
}

/** `filter: { recordId, status }`: its keys are the list endpoint's query parameters. */
function filterKeys(
  params: ObjectLiteralExpression,
  query: NonNullable<ReturnType<EndpointPlans>>['query'],
  keys: ReturnedQueryKey[],
): void {
  const filter = params.getProperty('filter');
  const value = Node.isPropertyAssignment(filter) ? filter.getInitializer() : undefined;
  if (!Node.isObjectLiteralExpression(value)) return;
  for (const property of value.getProperties()) {
    if (Node.isShorthandPropertyAssignment(property)) {
      const local = property.getName();
      const { name, id } = renameQueryName(local, query);
      if (id && name !== local)
        keys.push({ node: property, start: property.getStart(), end: property.getEnd(), text: `${name}: ${local}`, changeId: id });
    } else if (Node.isPropertyAssignment(property)) {
      const key = property.getNameNode();
      if (!Node.isIdentifier(key) && !Node.isStringLiteral(key)) continue;
      const written = Node.isStringLiteral(key) ? key.getLiteralText() : key.getText();
      const { name, id } = renameQueryName(written, query);
      if (!id || name === written) continue;
      const quoted = Node.isStringLiteral(key) ? 1 : 0;
      keys.push({ node: key, start: key.getStart() + quoted, end: key.getEnd() - quoted, text: name, changeId: id });
    }
  }
}

/** `sort: { field: 'recordName' }`: react-admin's sort names a field of the resource's records. */
function sortField(params: ObjectLiteralExpression, rows: Plans, keys: ReturnedQueryKey[]): void {
  const sort = params.getProperty('sort');
  const value = Node.isPropertyAssignment(sort) ? sort.getInitializer() : undefined;
  if (!Node.isObjectLiteralExpression(value)) return;
  const field = value.getProperty('field');
  const literal = Node.isPropertyAssignment(field) ? field.getInitializer() : undefined;
  if (Node.isStringLiteral(literal)) fieldNameKey(literal, rows, keys);
}

/** A string literal naming a field of the records (`'recordName'`): renamed as the rows' plans rename the field. */
export function fieldNameKey(literal: Node, rows: Plans, keys: ReturnedQueryKey[]): void {
  if (!Node.isStringLiteral(literal)) return;
  const renamed = renamedField(literal.getLiteralText(), rows);
  if (renamed)
    keys.push({ node: literal, start: literal.getStart() + 1, end: literal.getEnd() - 1, ...renamed });
}

/** The name a field of the rows gets through every step, and the change that renames it; undefined if none does. */
export function renamedField(field: string, rows: Plans): { text: string; changeId: string } | undefined {
  let name = field;
  let id: string | undefined;
  for (const plan of rows) {
    const rule = plan?.keys?.get(name);
    if (typeof rule?.out === 'string' && rule.renameId) {
      name = rule.out;
      id = rule.renameId;
    }
  }
  return id ? { text: name, changeId: id } : undefined;
}
