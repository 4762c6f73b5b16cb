import { Node, type ObjectLiteralExpression, type SourceFile } from 'ts-morph';
import type { PlanNode } from '@compliance-migrate/rename-map';
import { marker } from '../api/markers.js';
import { plansAt, type Plans } from './plan-path.js';
import type { EndpointPlans } from './type-pass.js';

/** The GET endpoints a resource of the data provider's table is read from: its list and its record by id. */
export interface ResourceReads {
  list?: ReturnType<EndpointPlans>;
  record?: ReturnType<EndpointPlans>;
  /** The resource's entry in the table (`{ list: '/records', idField: 'recordId', … }`). */
  entry?: ObjectLiteralExpression;
}

/**
 * Every object literal property whose entry holds GET paths of this API (`records: { list: '/records', one: (id) =>
 * `/records/${id}` }`), by the property's name: the entry's one list endpoint and one record endpoint (a path with
 * one parameter). A name two entries give, or an entry naming two lists, is left out.
 */
export function resourceTable(
  sourceFiles: readonly SourceFile[],
  endpoint: EndpointPlans,
): Map<string, ResourceReads> {
  const table = new Map<string, ResourceReads>();
  const ambiguous = new Set<string>();
  for (const file of sourceFiles) {
    file.forEachDescendant((node) => {
      if (!Node.isPropertyAssignment(node)) return;
      const entry = node.getInitializer();
      if (!Node.isObjectLiteralExpression(entry) || !Node.isObjectLiteralExpression(node.getParent())) return;
      const reads: ResourceReads = { entry };
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
        head +
          node
            .getTemplateSpans()
            .map((span, i) => marker(i) + span.getLiteral().getLiteralText())
            .join(''),
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
