import { Node, type JsxAttribute, type ObjectLiteralExpression, type SourceFile, type Type } from 'ts-morph';
import { renameQueryName } from '../transform/object-rewrite.js';
import type { Plans } from './plan-path.js';
import { fieldNameKey, renamedField } from './react-admin-resources.js';
import { type ResourceReads, rowPlans } from './react-admin-table.js';
import type { ReturnedQueryKey } from './returned-query.js';
import type { EndpointPlans } from './type-pass.js';

type Query = NonNullable<ReturnType<EndpointPlans>>['query'];

/** The elements whose children show the records of the resource their `reference` names. */
const REFERENCES = new Set([
  'ReferenceField',
  'ReferenceInput',
  'ReferenceArrayField',
  'ReferenceArrayInput',
  'ReferenceManyField',
  'ReferenceManyCount',
  'ReferenceOneField',
]);
/** Attributes naming a field of the records in scope. */
const FIELD_ATTRIBUTES = new Set(['source', 'sortBy', 'optionText', 'optionValue']);
/** How many of the app's own components deep a view is followed. */
const MAX_DEPTH = 4;

/** What the walk of the views found: names to rename, record types to walk, and TODOs for a person. */
export interface ReactAdminViews {
  keys: ReturnedQueryKey[];
  typed: { type: Type; plans: Plans; at: Node }[];
  todos: { node: Node; changeId: string; message: string }[];
}

/** Where a JSX subtree stands: the records it shows (their plans) and, in a list's filters, the query it sends. */
interface Scope {
  resource: string | undefined;
  /** The plans of one record: its list's rows, then its record endpoint's body (what a show page reads). */
  rows: readonly Plans[];
  query: Query | undefined;
  /** In `filters`: `source` names a query parameter of the list endpoint. */
  filters: boolean;
  depth: number;
}

/**
 * react-admin's views name the API's fields as strings: `<Resource name="records" list={RecordList}>` shows the
 * `records` resource, whose records are its endpoints' rows (the data provider's table, `react-admin-table.ts`),
 * so in its views (and the app's own components they render) `source`, `sortBy`, `optionText` and `sort.field` name
 * those rows' fields; the children of a `<ReferenceField reference="types">` (and the other Reference elements) show
 * the `types` records, and a `<ReferenceManyField target>` names a query parameter of that resource's list; the
 * `filters` of a `<List>` (and its `filter`, `filterDefaultValues`) name the list endpoint's query parameters;
 * `recordRepresentation` names a field. A resource with no endpoint of this API (a localStorage `notes`) keeps its
 * names. Fields the new version removes or turns into lists are left for a person (their views change shape).
 * A `useRecordContext<T>()` in those views reads the record shown: `T` is walked with the record's plans. The
 * strings of a resource's table entry that name a field or a list parameter (`idField: 'recordId'`) follow too.
 */
export function reactAdminViews(
  sourceFiles: readonly SourceFile[],
  table: ReadonlyMap<string, ResourceReads>,
): ReactAdminViews {
  const keys: ReturnedQueryKey[] = [];
  const typed: { type: Type; plans: Plans; at: Node }[] = [];
  const todos: ReactAdminViews['todos'] = [];
  if (table.size === 0) return { keys, typed, todos };
  // a component is read once for each resource and role it is rendered in
  const seen = new Set<string>();
  const rows = new Map([...table].map(([name, reads]) => [name, recordPlans(reads)]));
  const scopeOf = (resource: string | undefined, depth: number): Scope => ({
    resource,
    rows: (resource === undefined ? undefined : rows.get(resource)) ?? [],
    query: resource === undefined ? undefined : table.get(resource)?.list?.query,
    filters: false,
    depth,
  });

  const visit = (node: Node, scope: Scope): void => {
    // `useRecordContext<ComplianceRecord>()` in a component of the resource's views: the record shown
    if (Node.isCallExpression(node) && node.getExpression().getText() === 'useRecordContext') {
      const type = node.getTypeArguments()[0]?.getType();
      const plans = scope.rows[scope.rows.length - 1];
      if (type && plans) typed.push({ type, plans, at: node });
    }
    if (Node.isJsxElement(node)) {
      const opening = node.getOpeningElement();
      const inner = element(opening.getTagNameNode(), opening.getAttributes(), scope);
      for (const child of node.getJsxChildren()) visit(child, inner);
      return;
    }
    if (Node.isJsxSelfClosingElement(node)) {
      element(node.getTagNameNode(), node.getAttributes(), scope);
      return;
    }
    node.forEachChild((child) => visit(child, scope));
  };

  /** Renames an element's attributes in `scope`; the scope of its children. */
  const element = (tagName: Node, attributes: Node[], scope: Scope): Scope => {
    const tag = tagName.getText();
    const reference = REFERENCES.has(tag) ? stringAttribute(attributes, 'reference') : undefined;
    const inner = reference === undefined ? scope : scopeOf(reference, scope.depth);
    for (const attribute of attributes) {
      if (!Node.isJsxAttribute(attribute)) continue;
      const name = attribute.getNameNode().getText();
      const value = attribute.getInitializer();
      if (name === 'source' && scope.filters && Node.isStringLiteral(value))
        queryKey(value, scope.query, keys);
      else if (name === 'optionText' || name === 'optionValue')
        fieldKey(value ?? attribute, inner.rows, keys);
      else if (FIELD_ATTRIBUTES.has(name) && value) {
        fieldKey(value, scope.rows, keys);
        if (name === 'source') changedShape(attribute, value, scope.rows, todos);
      } else if (name === 'target' && reference !== undefined && Node.isStringLiteral(value))
        queryKey(value, inner.query, keys);
      else if (name === 'sort')
        objectIn(attribute, (o) => {
          const field = o.getProperty('field');
          if (Node.isPropertyAssignment(field)) fieldKey(field.getInitializer() ?? field, inner.rows, keys);
        });
      else if (name === 'filter' || name === 'filterDefaultValues')
        objectIn(attribute, (o) => {
          for (const property of o.getProperties()) {
            const key = Node.isPropertyAssignment(property) ? property.getNameNode() : undefined;
            if (Node.isIdentifier(key)) queryKey(key, scope.query, keys);
          }
        });
      else if (name === 'filters') followed(value, { ...scope, filters: true });
      else if (tag === 'Resource' && name === 'recordRepresentation' && value)
        fieldKey(value, scope.rows, keys);
      else if (tag === 'Resource' && ['list', 'edit', 'create', 'show'].includes(name))
        followed(value, scope);
    }
    // the app's own component rendered here (a form shared by Edit and Create, a panel): read in this scope
    if (
      scope.resource !== undefined &&
      Node.isIdentifier(tagName) &&
      /^[A-Z]/.test(tag) &&
      reference === undefined
    )
      followedIdentifier(tagName, scope);
    return { ...inner, filters: false };
  };

  /** `{RecordList}` or `{recordFilters}`: the component or array it names, read in `scope`. */
  const followed = (value: Node | undefined, scope: Scope): void => {
    const expression = Node.isJsxExpression(value) ? value.getExpression() : undefined;
    if (!expression) return;
    if (Node.isArrayLiteralExpression(expression)) {
      visit(expression, scope);
      return;
    }
    if (Node.isIdentifier(expression)) followedIdentifier(expression, scope);
  };

  /** A component of the project (a JSX tag, a view given to `<Resource>`): its body, read in `scope`. */
  const followedIdentifier = (identifier: Node, scope: Scope): void => {
    for (const declaration of declarationsOf(identifier)) {
      const key = `${declaration.getSourceFile().getFilePath()}:${declaration.getStart()}:${scope.filters}:${scope.resource}`;
      if (seen.has(key) || scope.depth > MAX_DEPTH) continue;
      seen.add(key);
      visit(declaration, { ...scope, depth: scope.depth + 1 });
    }
  };

  for (const file of sourceFiles) {
    file.forEachDescendant((node) => {
      if (!Node.isJsxSelfClosingElement(node) && !Node.isJsxElement(node)) return;
      const opening = Node.isJsxElement(node) ? node.getOpeningElement() : node;
      if (opening.getTagNameNode().getText() !== 'Resource') return;
      const name = stringAttribute(opening.getAttributes(), 'name');
      if (name === undefined) return;
      element(opening.getTagNameNode(), opening.getAttributes(), scopeOf(name, 0));
    });
    i18nFields(file, table, keys);
  }
  for (const [resource, reads] of table) entryNames(reads, rows.get(resource) ?? [], keys);
  return { keys, typed, todos };
}

/** The plans of one record of a resource: its list's rows, then its record endpoint's body. */
function recordPlans(reads: ResourceReads): Plans[] {
  const rows = reads.list ? rowPlans(reads.list.response) : undefined;
  return [...(rows ? [rows] : []), ...(reads.record ? [reads.record.response] : [])];
}

/** A field name written as a string: renamed by the first of the record's plans that renames it. */
function fieldKey(node: Node, plans: readonly Plans[], keys: ReturnedQueryKey[]): void {
  const text = Node.isStringLiteral(node) ? node.getLiteralText() : undefined;
  const renaming = text === undefined ? undefined : plans.find((p) => renamedField(text, p));
  if (renaming) fieldNameKey(node, renaming, keys);
}

/**
 * A `source` naming a field the new version removes or turns into a list: the view changes shape (an input to drop,
 * a `ReferenceField` that becomes a `ReferenceArrayField`), which is a person's to write; a TODO says so.
 */
function changedShape(
  attribute: Node,
  value: Node,
  plans: readonly Plans[],
  todos: ReactAdminViews['todos'],
): void {
  if (!Node.isStringLiteral(value)) return;
  const field = value.getLiteralText();
  for (const steps of plans)
    for (const rule of steps.map((plan) => plan?.keys?.get(field))) {
      if (rule?.toMany && typeof rule.out === 'string') {
        const message = `\`${field}\` of these records became the list \`${rule.out}\`: this view shows or edits one value; make it a list (an Array field or input)`;
        todos.push({ node: attribute, changeId: rule.toMany.id, message });
        return;
      }
      if (rule?.out === null && rule.removeId) {
        const message = `\`${field}\` was removed from these records: this view shows or edits a field the service no longer has`;
        todos.push({ node: attribute, changeId: rule.removeId, message });
        return;
      }
    }
}

/** The declarations (in the project, not a library's `.d.ts`) an identifier names, through imports. */
function declarationsOf(identifier: Node): Node[] {
  const symbol = identifier.getSymbol();
  const target = symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
  return (target?.getDeclarations() ?? []).filter(
    (d) => !d.getSourceFile().isDeclarationFile() && !d.getSourceFile().isInNodeModules(),
  );
}

function stringAttribute(attributes: Node[], name: string): string | undefined {
  for (const attribute of attributes) {
    if (!Node.isJsxAttribute(attribute) || attribute.getNameNode().getText() !== name) continue;
    const value = attribute.getInitializer();
    if (Node.isStringLiteral(value)) return value.getLiteralText();
  }
  return undefined;
}

function objectIn(attribute: JsxAttribute, each: (o: ObjectLiteralExpression) => void): void {
  const value = attribute.getInitializer();
  const expression = Node.isJsxExpression(value) ? value.getExpression() : undefined;
  if (Node.isObjectLiteralExpression(expression)) each(expression);
}

/** A query parameter's name written as a string or an identifier key: renamed as the list endpoint's query says. */
function queryKey(node: Node, query: Query | undefined, keys: ReturnedQueryKey[]): void {
  if (!query) return;
  const quoted = Node.isStringLiteral(node);
  const written = quoted ? node.getLiteralText() : node.getText();
  const { name, id } = renameQueryName(written, query);
  if (id && name !== written)
    keys.push({
      node,
      start: node.getStart() + (quoted ? 1 : 0),
      end: node.getEnd() - (quoted ? 1 : 0),
      text: name,
      changeId: id,
    });
}

/**
 * The names a resource's table entry writes as strings (`idField: 'recordId'`, `search: 'searchText'`): a field of its
 * records, or a query parameter of its list, renamed as they are (left when the two renames disagree).
 */
function entryNames(reads: ResourceReads, plans: readonly Plans[], keys: ReturnedQueryKey[]): void {
  for (const property of reads.entry?.getProperties() ?? []) {
    const value = Node.isPropertyAssignment(property) ? property.getInitializer() : undefined;
    if (!Node.isStringLiteral(value) || value.getLiteralText().startsWith('/')) continue;
    const written = value.getLiteralText();
    const field = plans.map((p) => renamedField(written, p)).find((r) => r !== undefined);
    const query = reads.list ? renameQueryName(written, reads.list.query) : undefined;
    const parameter =
      query?.id && query.name !== written ? { text: query.name, changeId: query.id } : undefined;
    const renamed = field ?? parameter;
    if (!renamed || (field && parameter && field.text !== parameter.text)) continue;
    keys.push({ node: value, start: value.getStart() + 1, end: value.getEnd() - 1, ...renamed });
  }
}

/**
 * react-admin's labels (`resources: { records: { fields: { recordName: 'Name' } } }`, looked up as
 * `resources.<resource>.fields.<source>`), and a label naming one (`label="resources.types.fields.recordId"`):
 * renamed with the field they label.
 */
function i18nFields(
  file: SourceFile,
  table: ReadonlyMap<string, ResourceReads>,
  keys: ReturnedQueryKey[],
): void {
  const rowsOf = (resource: string): readonly Plans[] => {
    const reads = table.get(resource);
    return reads ? recordPlans(reads) : [];
  };
  const renamedIn = (field: string, plans: readonly Plans[]) =>
    plans.map((p) => renamedField(field, p)).find((r) => r !== undefined);
  file.forEachDescendant((node) => {
    if (Node.isPropertyAssignment(node) && node.getName() === 'fields') {
      const entry = node.getParent()?.getParent();
      const resources = entry?.getParent()?.getParent();
      if (
        !Node.isPropertyAssignment(entry) ||
        !Node.isPropertyAssignment(resources) ||
        resources.getName() !== 'resources'
      )
        return;
      const rows = rowsOf(entry.getName());
      const fields = node.getInitializer();
      if (!Node.isObjectLiteralExpression(fields)) return;
      for (const property of fields.getProperties()) {
        const key = Node.isPropertyAssignment(property) ? property.getNameNode() : undefined;
        if (!Node.isIdentifier(key)) continue;
        const renamed = renamedIn(key.getText(), rows);
        if (renamed) keys.push({ node: key, start: key.getStart(), end: key.getEnd(), ...renamed });
      }
    } else if (Node.isStringLiteral(node)) {
      const match = /^resources\.([\w-]+)\.fields\.(\w+)$/.exec(node.getLiteralText());
      const renamed = match ? renamedIn(match[2]!, rowsOf(match[1]!)) : undefined;
      if (renamed) {
        const end = node.getEnd() - 1;
        keys.push({ node, start: end - match![2]!.length, end, ...renamed });
      }
    }
  });
}
