import type { AST } from 'svelte/compiler';
import { Emitter, type Conditional, type TemplateCode } from '../sfc/generated-code.js';
import type { Range } from '../sfc/sfc-blocks.js';

type MarkupNode = AST.Fragment['nodes'][number];
type ElementNode = Extract<MarkupNode, { fragment: AST.Fragment; attributes: unknown }>;
type AttributeNode = ElementNode['attributes'][number];

/**
 * The declarations the generated code needs, as Svelte's own `ambient.d.ts` writes the runes (module-scoped here, so
 * they shadow nothing of the project): the script reads `$state`, `$derived`, `$props`, … and the markup's `{#each}`
 * and `{#await}` are written as loops over `__cmEach` and reads of `__cmAwait`.
 */
const PRELUDE = `
// compliance-migrate: the runes and the markup, for the type-aware pass (never written)
export {};
declare function $state<T>(initial: T): T;
declare function $state<T>(): T | undefined;
declare namespace $state { function raw<T>(initial: T): T; function raw<T>(): T | undefined; function snapshot<T>(value: T): T; }
declare function $derived<T>(expression: T): T;
declare namespace $derived { function by<T>(fn: () => T): T; }
declare function $effect(fn: () => void | (() => void)): void;
declare namespace $effect { function pre(fn: () => void | (() => void)): void; function tracking(): boolean; function root(fn: () => void | (() => void)): () => void; }
declare function $props(): any;
declare namespace $props { function id(): string; }
declare function $bindable<T>(fallback?: T): T;
declare function $inspect(...values: unknown[]): { with(fn: (...values: unknown[]) => void): void };
type __cmStore<S> = S extends { subscribe(run: (value: infer V) => any, ...rest: any[]): any } ? V : never;
declare function __cmEach<T>(items: ArrayLike<T> | Iterable<T> | null | undefined): [T, number][];
declare function __cmAwait<T>(value: T): Awaited<T>;
`;

/**
 * A Svelte component's markup written out as TypeScript after its script (`base` is the generated text's offset in
 * the virtual file), in a function at the module's top level, where the script's bindings are in scope as the markup
 * sees them: each `{expression}`, attribute value and directive expression copied verbatim as a statement,
 * `{#if}` an `if`, `{#each rows as r, i (key)}` a `for … of` over `rows`, `{#await p then v}` a `const v` of its
 * awaited value, `{#snippet name(params)}` an arrow function, `{@const …}` a declaration. A store read with `$`
 * (`$selectedRecord`) is declared as the store's value (`stores`: the script's bindings so read); a static
 * `<option value="…">` of a `<select bind:value={x}>` is written `(x) === '…'`, so the values of x's type follow a
 * rename. The pass's renames inside copied text map back to the markup; nothing else of it is kept.
 */
export function markupCode(
  fragment: AST.Fragment,
  source: string,
  base: number,
  stores: readonly string[],
): TemplateCode {
  const out = new Emitter(source, base);
  out.raw(PRELUDE);
  for (const store of stores) out.raw(`declare const $${store}: __cmStore<typeof ${store}>;\n`);
  out.raw('function __cmMarkup() {\n');
  visitFragment(fragment, out, undefined);
  out.raw('}\n');
  return out.code();
}

function visitFragment(
  fragment: AST.Fragment | null | undefined,
  out: Emitter,
  model: Range | undefined,
): void {
  for (const node of fragment?.nodes ?? []) visit(node, out, model);
}

function visit(node: MarkupNode, out: Emitter, model: Range | undefined): void {
  switch (node.type) {
    case 'Text':
    case 'Comment':
      return;
    case 'ExpressionTag':
    case 'HtmlTag':
    case 'RenderTag':
    case 'AttachTag':
      expression(out, node.start, node.expression);
      return;
    case 'ConstTag':
    case 'DeclarationTag': {
      const range = rangeOf(node.declaration);
      if (!range) return;
      out.line(node.start);
      out.copyRange(range.start, range.end);
      out.raw(';\n');
      return;
    }
    case 'DebugTag':
      for (const id of node.identifiers) expression(out, node.start, id);
      return;
    case 'IfBlock':
      ifBlock(node, out, model);
      return;
    case 'EachBlock':
      eachBlock(node, out, model);
      return;
    case 'AwaitBlock':
      awaitBlock(node, out, model);
      return;
    case 'KeyBlock':
      expression(out, node.start, node.expression);
      visitFragment(node.fragment, out, model);
      return;
    case 'SnippetBlock':
      snippetBlock(node, out, model);
      return;
    default:
      element(node, out, model);
  }
}

function element(node: ElementNode, out: Emitter, model: Range | undefined): void {
  if (node.type === 'SvelteComponent') expression(out, node.start, node.expression);
  if (node.type === 'SvelteElement') expression(out, node.start, node.tag);
  let inner = model;
  for (const attribute of node.attributes) {
    attributeCode(node, attribute, out, model);
    if (attribute.type === 'BindDirective' && attribute.name === 'value' && node.name === 'select')
      inner = rangeOf(attribute.expression);
  }
  const [only, ...others] = node.fragment.nodes.filter((n) => !(n.type === 'Text' && n.data.trim() === ''));
  const content =
    only?.type === 'ExpressionTag' && others.length === 0 ? rangeOf(only.expression) : undefined;
  if (only && content && node.type === 'RegularElement') {
    // the element's whole content (`<td>{p.assignedUserId}</td>`): written as HTML in a template string, where the
    // pass knows an element's content from a sentence's
    out.line(only.start);
    out.raw(`\`<${node.name}>\${`);
    out.copyRange(content.start, content.end);
    out.raw(`}</${node.name}>\`;\n`);
    return;
  }
  visitFragment(node.fragment, out, inner);
}

function attributeCode(
  node: ElementNode,
  attribute: AttributeNode,
  out: Emitter,
  model: Range | undefined,
): void {
  switch (attribute.type) {
    case 'Attribute':
    case 'StyleDirective': {
      const value = attribute.value;
      if (value === true) return;
      const parts = Array.isArray(value) ? value : [value];
      for (const part of parts)
        if (part.type === 'ExpressionTag') expression(out, node.start, part.expression);
      if (attribute.type === 'Attribute') optionValue(node, attribute, parts, out, model);
      return;
    }
    case 'LetDirective':
      return;
    case 'SpreadAttribute':
    case 'AttachTag':
    case 'BindDirective':
    case 'ClassDirective':
      expression(out, node.start, attribute.expression);
      return;
    default:
      if (attribute.expression) expression(out, node.start, attribute.expression);
  }
}

/** `<option value="REC_NAME">` inside `<select bind:value={form.headerId}>`: a value compared with the model. */
function optionValue(
  node: ElementNode,
  attribute: AST.Attribute,
  parts: readonly (AST.Text | AST.ExpressionTag)[],
  out: Emitter,
  model: Range | undefined,
): void {
  const [text, ...rest] = parts;
  if (!model || node.name !== 'option' || attribute.name !== 'value' || rest.length > 0) return;
  if (text?.type !== 'Text' || /['\\\n]/.test(text.raw)) return;
  out.line(node.start);
  out.raw('(');
  out.copyRange(model.start, model.end);
  out.raw(") === '");
  out.copyRange(text.start, text.end);
  out.raw("';\n");
}

function ifBlock(node: AST.IfBlock, out: Emitter, model: Range | undefined): void {
  const test = rangeOf(node.test);
  const gen = out.line(node.start);
  const folding = test && !node.elseif ? conditional(node, test, gen, out.source) : undefined;
  if (folding) out.conditionals.push(folding);
  out.raw('if (');
  if (test) out.copyRange(test.start, test.end);
  else out.raw('true');
  out.raw(') {\n');
  visitFragment(node.consequent, out, model);
  out.raw('} else {\n');
  visitFragment(node.alternate, out, model);
  out.raw('}\n');
}

/** Where an `{#if}` block's tags are (`{#if test}`, `{:else}`, `{/if}`); undefined for a chain of `{:else if}`. */
function conditional(node: AST.IfBlock, test: Range, gen: number, source: string): Conditional | undefined {
  const open = { start: node.start, end: source.indexOf('}', test.end) + 1 };
  const closeStart = source.lastIndexOf('{/if', node.end);
  const close = { start: closeStart, end: node.end };
  const alternate = node.alternate;
  if (alternate?.nodes.some((n) => n.type === 'IfBlock' && n.elseif)) return undefined;
  let otherwise: Range | undefined;
  if (alternate) {
    const start = source.lastIndexOf('{:else', alternate.nodes[0]?.start ?? closeStart);
    otherwise = { start, end: source.indexOf('}', start) + 1 };
  }
  return { gen, test, open, otherwise, close };
}

/** `{#each rows as r, i (r.id)}` → `for (const [r, i] of __cmEach(rows)) { (r.id); … }`, then `{:else}`. */
function eachBlock(node: AST.EachBlock, out: Emitter, model: Range | undefined): void {
  const list = rangeOf(node.expression);
  if (!list) return;
  const context = node.context ? rangeOf(node.context) : undefined;
  out.line(node.start);
  out.raw('for (const [');
  if (context) out.copyRange(context.start, context.end);
  else out.raw('__cmItem');
  if (node.index) out.raw(`, ${node.index}`);
  out.raw('] of __cmEach(');
  out.copyRange(list.start, list.end);
  out.raw(')) {\n');
  if (node.key) expression(out, node.start, node.key);
  visitFragment(node.body, out, model);
  out.raw('}\n');
  visitFragment(node.fallback, out, model);
}

/** `{#await p then v}…{:catch e}…` → `const __cmAwaited = __cmAwait(p); { const v = __cmAwaited; … }`. */
function awaitBlock(node: AST.AwaitBlock, out: Emitter, model: Range | undefined): void {
  const promise = rangeOf(node.expression);
  if (!promise) return;
  out.line(node.start);
  out.raw('{\nconst __cmAwaited = __cmAwait(');
  out.copyRange(promise.start, promise.end);
  out.raw(');\n');
  visitFragment(node.pending, out, model);
  out.raw('{\n');
  const value = node.value ? rangeOf(node.value) : undefined;
  if (value) {
    out.raw('const ');
    out.copyRange(value.start, value.end);
    out.raw(' = __cmAwaited;\n');
  }
  visitFragment(node.then, out, model);
  out.raw('}\n{\n');
  const error = node.error ? rangeOf(node.error) : undefined;
  if (error) {
    out.raw('const ');
    out.copyRange(error.start, error.end);
    out.raw(': any = undefined;\n');
  }
  visitFragment(node.catch, out, model);
  out.raw('}\n}\n');
}

/** `{#snippet row(r: Row)}…{/snippet}` → `const row = (r: Row) => { … };`. */
function snippetBlock(node: AST.SnippetBlock, out: Emitter, model: Range | undefined): void {
  const ranges = node.parameters.map(rangeOf);
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  out.line(node.start);
  out.raw(`const ${node.expression.name} = (`);
  if (first && last && ranges.every((r) => r !== undefined)) out.copyRange(first.start, last.end);
  else if (ranges.length > 0) out.raw('...__cmParams: any[]');
  out.raw(') => {\n');
  visitFragment(node.body, out, model);
  out.raw('};\n');
}

function expression(out: Emitter, at: number, node: object): void {
  const range = rangeOf(node);
  if (range) out.statementRange(at, range.start, range.end);
}

/**
 * Where an expression or pattern of the markup lies in the `.svelte` text. Svelte's parser puts `start`/`end` on every
 * node (and a pattern's type annotation after it), though the ESTree types it declares them with do not say so.
 */
export function rangeOf(node: object): Range | undefined {
  if (!('start' in node) || !('end' in node)) return undefined;
  const { start, end } = node;
  if (typeof start !== 'number' || typeof end !== 'number') return undefined;
  if ('typeAnnotation' in node && node.typeAnnotation && typeof node.typeAnnotation === 'object') {
    const annotation = rangeOf(node.typeAnnotation);
    if (annotation && annotation.end > end) return { start, end: annotation.end };
  }
  return { start, end };
}
