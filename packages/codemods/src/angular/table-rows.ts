import type { AST, TmplAstElement, TmplAstTemplate } from '@angular/compiler';
import type { ts } from 'ts-morph';
import type { TemplateTypes } from './expression-types.js';

/** The row templates of Angular Material's and the CDK's tables: their `let` variable is the table's row. */
const ROW_DEFINITIONS = new Set(['matCellDef', 'matRowDef', 'cdkCellDef', 'cdkRowDef']);
const TABLES = new Set(['mat-table', 'cdk-table']);

/**
 * The `[dataSource]` of `<table mat-table>` (or `<mat-table>`, `cdk-table`): undefined when the element is no
 * such table or has no bound data source.
 */
export function tableDataSource(element: TmplAstElement): AST | undefined {
  const isTable =
    TABLES.has(element.name) || element.attributes.some((attribute) => TABLES.has(attribute.name));
  if (!isTable) return undefined;
  return element.inputs.find((input) => input.name === 'dataSource')?.value;
}

/**
 * A data source's row type, as the table reads it: an array's element, a `MatTableDataSource<T>`'s (its `data`
 * list's element), or the list an observable gives.
 */
export function tableRowType(types: TemplateTypes, source: ts.Type | undefined): ts.Type | undefined {
  if (!source) return undefined;
  const data = types.memberType(source, 'data');
  const observed = types.awaited(source);
  return (
    types.elementOf(source) ?? (data && types.elementOf(data)) ?? (observed && types.elementOf(observed))
  );
}

/** Whether a template is a table's row or cell definition (`*matCellDef="let row"`, `<ng-template cdkRowDef>`). */
export function isRowDefinition(template: TmplAstTemplate): boolean {
  return [...template.templateAttrs, ...template.attributes].some((attribute) =>
    ROW_DEFINITIONS.has(attribute.name),
  );
}
