import type { TmplAstBoundEvent, TmplAstTextAttribute } from '@angular/compiler';
import {
  ASTWithSource,
  Binary,
  ImplicitReceiver,
  Interpolation,
  LiteralPrimitive,
  parseTemplate,
  PrefixNot,
  PropertyRead,
  RecursiveAstVisitor,
  SafePropertyRead,
  TmplAstBoundAttribute,
  TmplAstBoundText,
  TmplAstDeferredBlock,
  TmplAstElement,
  TmplAstForLoopBlock,
  TmplAstIfBlock,
  TmplAstLetDeclaration,
  TmplAstSwitchBlock,
  TmplAstTemplate,
  TmplAstText,
  type AST,
  type TmplAstNode,
} from '@angular/compiler';
import type { ts } from 'ts-morph';
import type { TemplateScope, TemplateTypes } from './expression-types.js';
import { isRowDefinition, tableDataSource, tableRowType } from './table-rows.js';
import { removeWithLines, unwrapBlock, type TemplateEdit } from './template-text.js';

/** What the type-aware pass renames, as a template's bindings meet it (declarations are compiler nodes). */
export interface TemplateRules {
  /** Property declarations renamed (`recordName` → `categoryName`); `toMany`: one value became a list. */
  fields: ReadonlyMap<ts.Node, { to: string; changeId: string; toMany: boolean }>;
  /** Property declarations of removed fields, with the value the field always had when the map says it. */
  removed: ReadonlyMap<ts.Node, { name: string; changeId: string; restore?: unknown }>;
  /** Renamed string values of literal types (`'REC_NAME'` → `'CATEGORY_NAME'`), by old value. */
  values: ReadonlyMap<string, { to: string; changeId: string }>;
  /** Declarations typed as a plain string whose values are renamed. */
  plainValues: ReadonlyMap<ts.Node, { values: ReadonlyMap<string, string>; changeId: string }>;
  /** The renamed fields by their old name, for reads whose receiver's type the template does not show. */
  oldNames: ReadonlyMap<string, { to: string; changeId: string }>;
}

/** A place in a template left for a person. */
export interface TemplateTodo {
  offset: number;
  changeId: string;
  message: string;
}

/** Edits and TODOs of one template, in the offsets of the file holding it. */
export interface TemplateResult {
  edits: TemplateEdit[];
  todos: TemplateTodo[];
  /** The parser's errors: the template is then left as it is. */
  errors: string[];
}

const COMPARISONS = new Set(['==', '===', '!=', '!==', '=']);

/**
 * Renames what a component's template reads of this API's data: each binding whose property is a renamed field's
 * declaration (`{{ r.recordName }}`, `track r.recordId`, `[routerLink]="['/records', r.recordId]"`, a loop
 * variable's or an `@if … as` alias's fields, reads through signals and methods), the renamed values compared with
 * such a field (`@case ('REC_NAME')`, `<option value="REC_NAME">` of a select bound to it), the controls of a
 * reactive form (`formControlName`) whose names the type-aware pass renamed or removed; a field that became a list
 * shows every value where it is an element's whole content and reads the first one elsewhere, with a TODO; a removed
 * field that was always the same value folds its `@if`/`*ngIf` guard; anything else it cannot settle gets a TODO.
 */
export function templateRenames(
  text: string,
  start: number,
  end: number,
  url: string,
  types: TemplateTypes,
  rules: TemplateRules,
): TemplateResult {
  const parsed = parseTemplate(text.slice(start, end), url, { preserveWhitespaces: true });
  if (parsed.errors && parsed.errors.length > 0) {
    return { edits: [], todos: [], errors: parsed.errors.map((e) => e.toString()) };
  }
  const walker = new TemplateWalker(text, start, types, rules);
  const scope = new Map<string, ts.Type | undefined>();
  for (const name of referenceNames(parsed.nodes)) scope.set(name, undefined);
  walker.nodes(parsed.nodes, scope, []);
  return { edits: walker.edits, todos: walker.todos, errors: [] };
}

class TemplateWalker {
  readonly edits: TemplateEdit[] = [];
  readonly todos: TemplateTodo[] = [];
  /** Reads already settled by a rule about their context (a folded guard, a whole-content list). */
  private readonly settled = new Set<AST>();
  /** The row type of each Material/CDK table the walk is inside, innermost last. */
  private readonly tableRows: (ts.Type | undefined)[] = [];

  constructor(
    private readonly text: string,
    private readonly base: number,
    private readonly types: TemplateTypes,
    private readonly rules: TemplateRules,
  ) {}

  nodes(nodes: readonly TmplAstNode[], outer: TemplateScope, parents: readonly TmplAstElement[]): void {
    const scope = new Map(outer);
    for (const node of nodes) {
      if (node instanceof TmplAstLetDeclaration) {
        this.expression(node.value, scope);
        scope.set(node.name, this.types.typeOf(node.value, scope));
      } else this.node(node, scope, parents);
    }
  }

  private node(node: TmplAstNode, scope: TemplateScope, parents: readonly TmplAstElement[]): void {
    if (node instanceof TmplAstText) return;
    if (node instanceof TmplAstBoundText) {
      this.wholeContentList(node, parents[parents.length - 1], scope);
      this.expression(node.value, scope);
      return;
    }
    if (node instanceof TmplAstElement) {
      this.bindings(node.inputs, node.outputs, scope);
      this.formControl(node, scope, parents);
      this.selectOptions(node, scope);
      const source = tableDataSource(node);
      if (source) this.tableRows.push(tableRowType(this.types, this.types.typeOf(source, scope)));
      this.nodes(node.children, scope, [...parents, node]);
      if (source) this.tableRows.pop();
      return;
    }
    if (node instanceof TmplAstTemplate) {
      for (const attribute of node.templateAttrs)
        if (attribute instanceof TmplAstBoundAttribute) this.expression(attribute.value, scope);
      // `<option *ngFor="…" [ngValue]="rec.recordId">`: the element's bindings are copied onto the template; they are
      // read on the element, where the loop's variables are in scope
      if (node.tagName === 'ng-template') this.bindings(node.inputs, node.outputs, scope);
      const inner = new Map(scope);
      // `*ngFor="let r of rows"` binds `ngForOf` on the template; `<ng-template ngFor [ngForOf]="rows">` as an input
      const input = (name: string): AST | undefined =>
        [...node.templateAttrs, ...node.inputs].find(
          (a): a is TmplAstBoundAttribute => a instanceof TmplAstBoundAttribute && a.name === name,
        )?.value;
      const ngForOf = input('ngForOf');
      const ngIf = input('ngIf');
      for (const variable of node.variables) {
        // `let-row` written without a value on an `<ng-template>` is the context's `$implicit`, as `let row` is
        const value = variable.value || '$implicit';
        let type: ts.Type | undefined;
        if (ngForOf && value === '$implicit') {
          const list = this.types.typeOf(ngForOf, scope);
          type = list && this.types.elementOf(list);
        } else if (ngIf && (value === 'ngIf' || value === '$implicit')) {
          type = this.types.truthy(this.types.typeOf(ngIf, scope));
        } else if (value === '$implicit' && isRowDefinition(node)) {
          type = this.tableRows[this.tableRows.length - 1];
        }
        inner.set(variable.name, type);
      }
      if (ngIf && node.tagName !== 'ng-template' && this.foldNgIf(node, ngIf, scope)) {
        // the guard is gone; what it held is read as before
      }
      this.nodes(node.children, inner, parents);
      return;
    }
    if (node instanceof TmplAstForLoopBlock) {
      this.expression(node.expression, scope);
      const list = this.types.typeOf(node.expression, scope);
      const inner = new Map(scope);
      inner.set(node.item.name, list && this.types.elementOf(list));
      for (const variable of node.contextVariables) inner.set(variable.name, undefined);
      this.expression(node.trackBy, inner);
      this.nodes(node.children, inner, parents);
      if (node.empty) this.nodes(node.empty.children, scope, parents);
      return;
    }
    if (node instanceof TmplAstIfBlock) {
      const only = node.branches.length === 1 ? node.branches[0] : undefined;
      if (only?.expression && !only.expressionAlias && this.foldIfBlock(node, only.expression, scope)) {
        this.nodes(only.children, scope, parents);
        return;
      }
      for (const branch of node.branches) {
        const inner = new Map(scope);
        if (branch.expression) {
          this.expression(branch.expression, scope);
          if (branch.expressionAlias)
            inner.set(
              branch.expressionAlias.name,
              this.types.truthy(this.types.typeOf(branch.expression, scope)),
            );
        }
        this.nodes(branch.children, inner, parents);
      }
      return;
    }
    if (node instanceof TmplAstSwitchBlock) {
      this.expression(node.expression, scope);
      for (const group of node.groups) {
        for (const c of group.cases) if (c.expression) this.caseValue(node.expression, c.expression, scope);
        this.nodes(group.children, scope, parents);
      }
      return;
    }
    if (node instanceof TmplAstDeferredBlock) {
      this.nodes(node.children, scope, parents);
      for (const part of [node.placeholder, node.loading, node.error])
        if (part) this.nodes(part.children, scope, parents);
    }
  }

  private bindings(
    inputs: readonly TmplAstBoundAttribute[],
    outputs: readonly TmplAstBoundEvent[],
    scope: TemplateScope,
  ): void {
    for (const input of inputs) this.expression(input.value, scope);
    for (const output of outputs) {
      const inner = new Map(scope);
      inner.set('$event', undefined);
      this.expression(output.handler, inner);
    }
  }

  /** Every read and comparison of an expression. */
  expression(ast: AST, scope: TemplateScope): void {
    const visitor = new ReadVisitor(
      (read) => this.read(read, scope),
      (value, literal) => this.comparedValue(value, literal, scope),
    );
    visitor.visit(ast instanceof ASTWithSource && ast.ast ? ast.ast : ast);
  }

  private read(read: PropertyRead | SafePropertyRead, scope: TemplateScope): void {
    if (this.settled.has(read)) return;
    const property = this.types.propertyOf(read, scope);
    if (!property && !(read.receiver instanceof ImplicitReceiver)) {
      // `(rows | slice: 0 : 5)` or an `any` member: a read named as a renamed field is not left silently
      const old = this.rules.oldNames.get(read.name);
      if (old && !this.types.known(this.types.typeOf(read.receiver, scope))) {
        this.todo(
          read.sourceSpan.start,
          old.changeId,
          `"${read.name}" is read from a value whose type this template does not show (a pipe's result, an untyped value); if it is this API's data, it is "${old.to}" now`,
        );
      }
      return;
    }
    for (const declaration of property?.declarations ?? []) {
      const field = this.rules.fields.get(declaration);
      if (field) {
        const { start, end } = read.nameSpan;
        if (!field.toMany) {
          this.edit(start, end, field.to, field.changeId);
        } else {
          this.edit(start, end, `${field.to}[0]`, field.changeId);
          this.todo(
            read.sourceSpan.start,
            field.changeId,
            `"${read.name}" is the list "${field.to}" now: this reads its first value; show or compare every one if they all count`,
          );
        }
        return;
      }
      const removed = this.rules.removed.get(declaration);
      if (removed) {
        if (removed.restore !== undefined) {
          this.edit(
            read.sourceSpan.start,
            read.sourceSpan.end,
            JSON.stringify(removed.restore),
            removed.changeId,
          );
          this.todo(
            read.sourceSpan.start,
            removed.changeId,
            `"${removed.name}" is gone in the new version, where it was always ${JSON.stringify(removed.restore)}: this read is that value now; simplify it`,
          );
        } else {
          this.todo(
            read.sourceSpan.start,
            removed.changeId,
            `"${removed.name}" is gone in the new version; this template still reads it`,
          );
        }
        return;
      }
    }
  }

  /** `a.headerId === 'REC_NAME'`, `form.headerId = 'REC_NAME'`: a literal compared with or given to a renamed value's field. */
  private comparedValue(value: AST, literal: AST, scope: TemplateScope): void {
    if (!(literal instanceof LiteralPrimitive) || typeof literal.value !== 'string') return;
    const to = this.valueRename(value, literal.value, scope);
    if (to) this.edit(literal.sourceSpan.start + 1, literal.sourceSpan.end - 1, to.to, to.changeId);
  }

  private caseValue(subject: AST, value: AST, scope: TemplateScope): void {
    const literal = value instanceof ASTWithSource ? value.ast : value;
    if (literal) this.comparedValue(subject, literal, scope);
  }

  /** The new value of `text` where `value` (a template expression) holds one of the renamed values. */
  private valueRename(
    value: AST,
    text: string,
    scope: TemplateScope,
  ): { to: string; changeId: string } | undefined {
    const inner = value instanceof ASTWithSource && value.ast ? value.ast : value;
    if (inner instanceof PropertyRead || inner instanceof SafePropertyRead) {
      for (const declaration of this.types.propertyOf(inner, scope)?.declarations ?? []) {
        const plain = this.rules.plainValues.get(declaration);
        const to = plain?.values.get(text);
        if (plain && to !== undefined) return { to: JSON.parse(to) as string, changeId: plain.changeId };
      }
    }
    const renamed = this.rules.values.get(text);
    if (!renamed) return undefined;
    const type = this.types.typeOf(inner, scope);
    return type && this.types.holdsLiteral(type, text) ? renamed : undefined;
  }

  /** `<select [(ngModel)]="form.headerId">` (or `formControlName`): its options' values follow the field's values. */
  private selectOptions(select: TmplAstElement, scope: TemplateScope): void {
    if (select.name !== 'select') return;
    const model = select.inputs.find((i) => i.name === 'ngModel' || i.name === 'value')?.value;
    if (!model) return;
    const options: TmplAstElement[] = [];
    const collect = (nodes: readonly TmplAstNode[]): void => {
      for (const n of nodes) {
        if (n instanceof TmplAstElement) {
          if (n.name === 'option') options.push(n);
          else collect(n.children);
        }
      }
    };
    collect(select.children);
    for (const option of options) {
      const attribute = option.attributes.find((a) => a.name === 'value');
      if (!attribute?.valueSpan) continue;
      const to = this.valueRename(model, attribute.value, scope);
      if (!to) continue;
      const { start, end } = quotedValue(attribute);
      this.edit(start, end, to.to, to.changeId);
    }
  }

  /** `formControlName="recordId"` of a control the type-aware pass renamed (or removed) in the form's group. */
  private formControl(
    element: TmplAstElement,
    scope: TemplateScope,
    parents: readonly TmplAstElement[],
  ): void {
    const attribute = element.attributes.find(
      (a) => a.name === 'formControlName' || a.name === 'formGroupName',
    );
    if (!attribute?.valueSpan) return;
    const control = this.formControlSymbol(attribute.value, scope, parents);
    for (const declaration of control?.declarations ?? []) {
      const field = this.rules.fields.get(declaration);
      if (field && !field.toMany) {
        const { start, end } = quotedValue(attribute);
        this.edit(start, end, field.to, field.changeId);
        return;
      }
      const removed = this.rules.removed.get(declaration);
      if (removed && attribute.name === 'formControlName') {
        // the control is gone from the group: its input goes, with a label that holds nothing else
        const parent = parents[parents.length - 1];
        const labelOnly =
          parent?.name === 'label' && parent.children.every((c) => c === element || c instanceof TmplAstText);
        const target = labelOnly ? parent : element;
        const edit = removeWithLines(
          this.text,
          this.base + target.sourceSpan.start.offset,
          this.base + target.sourceSpan.end.offset,
          removed.changeId,
        );
        this.edits.push(edit);
        return;
      }
    }
  }

  /**
   * The form value's property a `formControlName`/`formGroupName` names: under the nearest `[formGroup]`, through
   * the `formGroupName`s between; undefined under a `formArrayName` (its controls are named by index).
   */
  private formControlSymbol(
    name: string,
    scope: TemplateScope,
    parents: readonly TmplAstElement[],
  ): ts.Symbol | undefined {
    const path: string[] = [];
    for (const parent of [...parents].reverse()) {
      const group = parent.inputs.find((i) => i.name === 'formGroup');
      if (group) {
        const groupType = this.types.typeOf(group.value, scope);
        return groupType && this.types.controlOf(groupType, name, path);
      }
      if (parent.attributes.some((a) => a.name === 'formArrayName')) return undefined;
      const nested = parent.attributes.find((a) => a.name === 'formGroupName');
      if (nested) path.unshift(nested.value);
    }
    return undefined;
  }

  /**
   * `{{ p.assignedUserId }}` as an element's whole content, the field now a list: every value is shown
   * (`{{ p.assignedUserIds.join(', ') }}`, and `{{ p.assignedUserId ?? '—' }}` → `{{ p.assignedUserIds.join(', ') ||
   * '—' }}`: an empty list is "nobody"), as the type-aware pass does for JSX.
   */
  private wholeContentList(
    node: TmplAstBoundText,
    parent: TmplAstElement | undefined,
    scope: TemplateScope,
  ): void {
    const value = node.value instanceof ASTWithSource ? node.value.ast : node.value;
    if (!(value instanceof Interpolation) || value.expressions.length !== 1) return;
    if (value.strings.some((s) => s.trim() !== '')) return;
    const alone = parent?.children.every(
      (c) => c === node || (c instanceof TmplAstText && c.value.trim() === ''),
    );
    const whole = value.expressions[0];
    const fallback = nullishFallback(whole);
    const read = fallback ? fallback.left : whole;
    if (!alone || !(read instanceof PropertyRead || read instanceof SafePropertyRead)) return;
    for (const declaration of this.types.propertyOf(read, scope)?.declarations ?? []) {
      const field = this.rules.fields.get(declaration);
      if (!field?.toMany) continue;
      this.edit(read.nameSpan.start, read.nameSpan.end, field.to, field.changeId);
      this.edit(read.sourceSpan.end, read.sourceSpan.end, ".join(', ')", field.changeId);
      if (fallback) {
        const between = this.text.slice(
          this.base + read.sourceSpan.end,
          this.base + fallback.right.sourceSpan.start,
        );
        const at = between.indexOf('??');
        if (at >= 0) this.edit(read.sourceSpan.end + at, read.sourceSpan.end + at + 2, '||', field.changeId);
      }
      this.settled.add(read);
      return;
    }
  }

  /** `@if (!p.isDeleted) { … }` where the removed field was always false: the block's content stays, unguarded. */
  private foldIfBlock(node: TmplAstIfBlock, condition: AST, scope: TemplateScope): boolean {
    const always = this.constantGuard(condition, scope);
    if (always === undefined) return false;
    const branch = node.branches[0]!;
    const close = node.endSourceSpan ?? branch.endSourceSpan;
    if (!close) return false;
    const at = (offset: number): number => this.base + offset;
    if (always.value) {
      this.edits.push(
        ...unwrapBlock(
          this.text,
          { start: at(branch.startSourceSpan.start.offset), end: at(branch.startSourceSpan.end.offset) },
          { start: at(close.start.offset), end: at(close.end.offset) },
          always.changeId,
        ),
      );
      return true;
    }
    this.edits.push(
      removeWithLines(
        this.text,
        at(node.sourceSpan.start.offset),
        at(node.sourceSpan.end.offset),
        always.changeId,
      ),
    );
    return true;
  }

  /** `*ngIf="!p.isDeleted"` that is always true: the attribute goes. */
  private foldNgIf(node: TmplAstTemplate, condition: AST, scope: TemplateScope): boolean {
    const always = this.constantGuard(condition, scope);
    if (!always?.value) return false;
    const from = this.base + node.startSourceSpan.start.offset;
    const tag = this.text.slice(from, this.base + node.startSourceSpan.end.offset);
    const attribute = /\s+\*ngIf\s*=\s*("[^"]*"|'[^']*')/.exec(tag);
    if (!attribute) return false;
    this.edits.push({
      start: from + attribute.index,
      end: from + attribute.index + attribute[0].length,
      text: '',
      changeId: always.changeId,
    });
    return true;
  }

  /** A guard on a removed field the map says was always one value: that value (after `!`), and the read is settled. */
  private constantGuard(
    condition: AST,
    scope: TemplateScope,
  ): { value: boolean; changeId: string } | undefined {
    let ast = condition instanceof ASTWithSource && condition.ast ? condition.ast : condition;
    let negated = false;
    while (ast instanceof PrefixNot) {
      negated = !negated;
      ast = ast.expression;
    }
    if (!(ast instanceof PropertyRead || ast instanceof SafePropertyRead)) return undefined;
    for (const declaration of this.types.propertyOf(ast, scope)?.declarations ?? []) {
      const removed = this.rules.removed.get(declaration);
      if (removed && typeof removed.restore === 'boolean') {
        this.settled.add(ast);
        return { value: negated ? !removed.restore : removed.restore, changeId: removed.changeId };
      }
    }
    return undefined;
  }

  private edit(start: number, end: number, text: string, changeId: string): void {
    this.edits.push({ start: this.base + start, end: this.base + end, text, changeId });
  }

  private todo(offset: number, changeId: string, message: string): void {
    this.todos.push({ offset: this.base + offset, changeId, message });
  }
}

/** `x ?? 'literal'`: a read with a literal shown in its place when it is null (its Binary), else undefined. */
function nullishFallback(ast: AST | undefined): Binary | undefined {
  return ast instanceof Binary && ast.operation === '??' && ast.right instanceof LiteralPrimitive
    ? ast
    : undefined;
}

/** Calls back for each property read of an expression and both sides of each comparison or assignment. */
class ReadVisitor extends RecursiveAstVisitor {
  constructor(
    private readonly onRead: (read: PropertyRead | SafePropertyRead) => void,
    private readonly onCompared: (value: AST, literal: AST) => void,
  ) {
    super();
  }

  override visitPropertyRead(read: PropertyRead, context: unknown): void {
    this.onRead(read);
    super.visitPropertyRead(read, context);
  }

  override visitSafePropertyRead(read: SafePropertyRead, context: unknown): void {
    this.onRead(read);
    super.visitSafePropertyRead(read, context);
  }

  override visitBinary(binary: Binary, context: unknown): void {
    if (COMPARISONS.has(binary.operation)) {
      this.onCompared(binary.left, binary.right);
      this.onCompared(binary.right, binary.left);
    }
    super.visitBinary(binary, context);
  }
}

/** The span of an attribute's value without its quotes, in the template's offsets. */
function quotedValue(attribute: TmplAstTextAttribute): { start: number; end: number } {
  const span = attribute.valueSpan!;
  const quoted = /^["']/.test(span.start.file.content.slice(span.start.offset, span.start.offset + 1));
  return quoted
    ? { start: span.start.offset + 1, end: span.end.offset - 1 }
    : { start: span.start.offset, end: span.end.offset };
}

/** Every `#ref` name of a template: a local wherever it is read. */
function referenceNames(nodes: readonly TmplAstNode[]): string[] {
  const out: string[] = [];
  const visit = (list: readonly TmplAstNode[]): void => {
    for (const node of list) {
      if (node instanceof TmplAstElement || node instanceof TmplAstTemplate) {
        out.push(...node.references.map((r) => r.name));
        visit(node.children);
      } else if (node instanceof TmplAstForLoopBlock) {
        visit(node.children);
        if (node.empty) visit(node.empty.children);
      } else if (node instanceof TmplAstIfBlock) {
        for (const b of node.branches) visit(b.children);
      } else if (node instanceof TmplAstSwitchBlock) {
        for (const g of node.groups) visit(g.children);
      } else if (node instanceof TmplAstDeferredBlock) {
        visit(node.children);
      }
    }
  };
  visit(nodes);
  return out;
}
