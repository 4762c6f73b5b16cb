import type * as CompilerCore from '@vue/compiler-core';
import type { AttributeNode, ElementNode, NodeTypes, RootNode, TemplateChildNode } from '@vue/compiler-core';
import { Emitter, type TemplateCode } from '../sfc/generated-code.js';
import { lazyModule } from '../sfc/lazy-module.js';
import { keyName } from '../transform/call-site.js';
import { isProperty, isStringLiteral } from '../transform/node-types.js';
import { parse, startOf } from '../transform/parser.js';
import { splitTopLevel } from './expression-parts.js';

// as `@vue/compiler-core` numbers them (its enum is a type here: importing it would load Vue's compiler)
const ELEMENT: NodeTypes.ELEMENT = 1;
const INTERPOLATION: NodeTypes.INTERPOLATION = 5;
const ATTRIBUTE: NodeTypes.ATTRIBUTE = 6;

const compiler = lazyModule<typeof CompilerCore>('@vue/compiler-core');
const VOID = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));
/** `ng-*` attributes whose value is not one expression (text, a name, a microsyntax not read here). */
const NOT_EXPRESSION = new Set(
  'app controller view cloak non-bindable src href srcset switch-when pattern list true-value false-value form jq csp strict-di model-options messages-include pluralize transclude'.split(
    ' ',
  ),
);
/** Attributes whose expression runs on an event: statements, `$event` in scope. */
const EVENT = /^(click|dblclick|submit|change|blur|focus|key\w*|mouse\w*|copy|cut|paste|init)$/;
/**
 * `r.recordId as r.recordName group by r.kind disable when r.off for r in vm.records track by r.recordId` (AngularJS's
 * own ng-options grammar): the value, label, group, disable and source parts, and the element's name (or a key and value).
 */
const OPTIONS = new RegExp(
  String.raw`^\s*([\s\S]+?)(?:\s+as\s+([\s\S]+?))?(?:\s+group\s+by\s+([\s\S]+?))?(?:\s+disable\s+when\s+([\s\S]+?))?\s+for\s+(?:([$\w][$\w]*)|(?:\(\s*([$\w][$\w]*)\s*,\s*([$\w][$\w]*)\s*\)))\s+in\s+([\s\S]+?)(?:\s+track\s+by\s+([\s\S]+?))?\s*$`,
  'd',
);
/** `r in vm.records | orderBy:'recordName' track by r.recordId` (AngularJS's own ng-repeat grammar). */
const REPEAT = /^\s*([\s\S]+?)\s+in\s+([\s\S]+?)(?:\s+as\s+[\w$]+)?(?:\s+track\s+by\s+([\s\S]+?))?\s*$/;
const INTERPOLATED = /\{\{([\s\S]*?)\}\}/g;
/** Names the view's generated code gives itself; never a scope field. */
export const VIEW_NAMES = /^__ng/;

/** What a template's generated code holds for a controller: the code, and the alias the view gives it. */
export interface ViewCode extends TemplateCode {
  /** The controller's name in the view (`vm` of `ng-controller="X as vm"`, `$ctrl`); undefined when none. */
  alias: string | undefined;
}

/**
 * An AngularJS 1.x template (`text`, or its element with `ng-controller="X as vm"` when `controller` names one)
 * written out as JavaScript over the text from `start` to `end`: each `{{ }}` and expression attribute copied
 * verbatim as a statement, `ng-repeat` a `for … of` over its source (its `track by` and `orderBy:'field'` read of
 * the element), a filter a call of `__ngFilter.name(value, …args)`, an expression handed to a child component's
 * attribute `__ngBind.component.attribute(…)`, `ng-model` an assignment. Expressions that are not JavaScript are left out. The
 * controller is the parameter named by the alias; any other free name is a field of the view's scope.
 */
export function viewCode(
  text: string,
  alias: string | undefined,
  controller?: string,
  range: { start: number; end: number } = { start: 0, end: text.length },
): ViewCode[] {
  const inner = text.slice(range.start, range.end);
  let root: RootNode;
  try {
    root = compiler().baseParse(inner, {
      isVoidTag: (t) => VOID.has(t),
      onError: () => undefined,
      comments: false,
    });
  } catch {
    return [];
  }
  const views: ViewCode[] = [];
  const write = (children: readonly TemplateChildNode[], name: string | undefined): void => {
    const out = new Emitter(text, 0);
    out.raw(
      `function __ngView(${name ?? '__ngCtrl'}) {\nlet $event, $index, $first, $last, $middle, $even, $odd;\n`,
    );
    for (const child of children) visit(child, out, range.start, controller !== undefined);
    out.raw('}\n');
    views.push({ ...out.code(), alias: name });
  };
  if (controller === undefined) {
    write(root.children, alias);
    return views;
  }
  const find = (node: TemplateChildNode): void => {
    if (node.type !== ELEMENT) return;
    const named = controllerOf(node);
    if (named?.name === controller) return write([node], named.alias);
    for (const child of node.children) find(child);
  };
  for (const child of root.children) find(child);
  return views;
}

/** `ng-controller="RecordsController as vm"` → the name and alias. */
export function controllerOf(node: ElementNode): { name: string; alias: string | undefined } | undefined {
  const attribute = attributeNamed(node, 'controller');
  const match = /^\s*([\w$.]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(attribute?.value?.content ?? '');
  if (!match) return undefined;
  return { name: match[1]!, alias: match[2] };
}

/** Writes one node; `top` is the element of `ng-controller` whose view this is. */
function visit(node: TemplateChildNode, out: Emitter, offset: number, top: boolean): void {
  if (node.type === INTERPOLATION) {
    const loc = node.content.loc;
    expression(out, offset + loc.start.offset, offset + loc.end.offset, 'read');
    return;
  }
  if (node.type !== ELEMENT) return;
  // another controller's view, a subtree Angular does not compile: not this controller's
  if (attributeNamed(node, 'non-bindable')) return;
  if (!top && attributeNamed(node, 'controller')) return;
  let blocks = 0;
  const repeat = attributeNamed(node, 'repeat') ?? attributeNamed(node, 'repeat-start');
  if (repeat && loop(repeat, out, offset)) blocks++;
  const choices = attributeNamed(node, 'options');
  const component = node.tag.includes('-');
  for (const prop of node.props) {
    if (prop.type !== ATTRIBUTE || !prop.value || prop === repeat) continue;
    if (prop === choices) {
      options(prop, out, offset);
      continue;
    }
    const range = valueRange(prop, out.source, offset);
    if (!range) continue;
    const name = ngName(prop.name);
    if (name === undefined || NOT_EXPRESSION.has(name)) {
      interpolations(out, range.start, range.end);
      // a child component's attribute: handed to its binding (`__ngBind.itemDetail.itemId(…)`)
      if (name === undefined && component && !/\{\{/.test(prop.value.content))
        expression(out, range.start, range.end, 'escape', `__ngBind.${camel(node.tag)}.${camel(prop.name)}(`);
      continue;
    }
    expression(out, range.start, range.end, name === 'model' ? 'model' : EVENT.test(name) ? 'event' : 'read');
  }
  for (const child of node.children) visit(child, out, offset, false);
  out.raw('}\n'.repeat(blocks));
}

/** `ng-click` → `click`, `data-ng-click`, `x-ng-click`, `ng:click` too; undefined for other attributes. */
function ngName(name: string): string | undefined {
  const match = /^(?:data-|x-)?ng[-:_](.+)$/.exec(name);
  return match?.[1];
}

function attributeNamed(node: ElementNode, name: string): AttributeNode | undefined {
  for (const prop of node.props) if (prop.type === ATTRIBUTE && ngName(prop.name) === name) return prop;
  return undefined;
}

/** The attribute value's range in the host text, when its text is the value as written (no entity decoded). */
function valueRange(
  prop: AttributeNode,
  source: string,
  offset: number,
): { start: number; end: number } | undefined {
  const value = prop.value;
  if (!value) return undefined;
  const start = offset + value.loc.start.offset;
  const end = offset + value.loc.end.offset;
  const quoted = /^["']/.test(source.slice(start, end)) ? 1 : 0;
  const range = { start: start + quoted, end: end - quoted };
  return source.slice(range.start, range.end) === value.content ? range : undefined;
}

/** `{{ … }}` inside an attribute's text. */
function interpolations(out: Emitter, start: number, end: number): void {
  const text = out.source.slice(start, end);
  for (const match of text.matchAll(INTERPOLATED)) {
    const from = start + match.index + 2;
    expression(out, from, from + match[1]!.length, 'read');
  }
}

/** `for (const r of SOURCE) {` with the `track by` and an `orderBy:'field'` read of `r`; false when not read. */
function loop(prop: AttributeNode, out: Emitter, offset: number): boolean {
  const range = valueRange(prop, out.source, offset);
  const match = range && REPEAT.exec(out.source.slice(range.start, range.end));
  if (!range || !match) return false;
  const text = out.source.slice(range.start, range.end);
  const aliasAt = range.start + text.indexOf(match[1]!);
  const sourceAt = range.start + match.index + text.indexOf(match[2]!, match[1]!.length);
  const [head, ...filters] = splitTopLevel(out.source, sourceAt, sourceAt + match[2]!.length, '|');
  const element = out.source.slice(aliasAt, aliasAt + match[1]!.length);
  if (!head || !/^[A-Za-z_$][\w$]*$/.test(element)) {
    // `(key, value) in object`: the names are the view's own, their values not followed
    const names = element
      .replace(/[()]/g, '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
    out.raw(`{ let ${names.length > 0 ? names.join(', ') : '__ngItem'};\n`);
    if (head) expression(out, head.start, head.end, 'escape');
    return true;
  }
  forOf(out, aliasAt, element, head, filters);
  if (match[3] !== undefined) {
    const at = range.start + text.lastIndexOf(match[3]);
    expression(out, at, at + match[3].length, 'read');
  }
  return true;
}

/**
 * `for (const r of (SOURCE)) {` over a list's source, with its filters' arguments: `orderBy:'recordName'` a read of
 * `r.recordName`, `filter:{ recordName: q }` a read of `r.recordName` for each key (and of the values), others read.
 */
function forOf(
  out: Emitter,
  aliasAt: number,
  element: string,
  head: { start: number; end: number },
  filters: readonly { start: number; end: number }[],
): void {
  out.raw('for (const ');
  out.copyRange(aliasAt, aliasAt + element.length);
  out.raw(' of (');
  out.copyRange(head.start, head.end);
  out.raw(')) {\n');
  const field = (at: number, length: number): void => {
    out.raw(`${element}.`);
    out.copyRange(at, at + length);
    out.raw(';\n');
  };
  for (const filter of filters) {
    const [name, ...args] = splitTopLevel(out.source, filter.start, filter.end, ':');
    const filterName = name && out.source.slice(name.start, name.end).trim();
    for (const arg of args) {
      const written = out.source.slice(arg.start, arg.end);
      const named = /^\s*(['"])([+-]?)([A-Za-z_$][\w$]*)\1\s*$/.exec(written);
      // `orderBy:'recordName'` names a field of the element: read as `r.recordName`
      if (filterName === 'orderBy' && named) field(arg.start + written.indexOf(named[3]!), named[3]!.length);
      else {
        // `filter:{ recordName: q }`: the keys are fields of the element
        if (filterName === 'filter')
          for (const key of objectKeys(written)) field(arg.start + key.at, key.name.length);
        expression(out, arg.start, arg.end, 'read');
      }
    }
  }
}

/** The plain keys of an object literal's text (`{ recordName: q, 'code': c }`) and where each name starts; `$` left. */
function objectKeys(text: string): { name: string; at: number }[] {
  if (!/^\s*\{/.test(text)) return [];
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(`(${text})`, 'babel');
  } catch {
    return [];
  }
  const statement = tree.program.body[0];
  const object = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (object?.type !== 'ObjectExpression') return [];
  return object.properties.flatMap((p) => {
    if (!isProperty(p) || p.computed) return [];
    const name = keyName(p);
    if (name === undefined || !/^[A-Za-z_][\w$]*$/.test(name)) return [];
    // the object was parsed inside `(…)`; a quoted key's name starts after its quote
    return [{ name, at: startOf(p.key) - 1 + (isStringLiteral(p.key) ? 1 : 0) }];
  });
}

/**
 * `ng-options`: a loop over its source whose value, label, group, disable and `track by` parts read the element;
 * the `(key, value) in object` form only reads its source.
 */
function options(prop: AttributeNode, out: Emitter, offset: number): void {
  const range = valueRange(prop, out.source, offset);
  const text = range ? out.source.slice(range.start, range.end) : '';
  const match = range ? OPTIONS.exec(text) : null;
  const at = (group: number): { start: number; end: number } | undefined => {
    const span = match?.indices?.[group];
    return span && range ? { start: range.start + span[0], end: range.start + span[1] } : undefined;
  };
  const source = at(8);
  if (!range || !match || !source) return;
  const element = at(5);
  if (!element) {
    expression(out, source.start, source.end, 'escape');
    return;
  }
  const [head, ...filters] = splitTopLevel(out.source, source.start, source.end, '|');
  if (!head) return;
  forOf(out, element.start, out.source.slice(element.start, element.end), head, filters);
  for (const group of [1, 2, 3, 4, 9]) {
    const part = at(group);
    if (part) expression(out, part.start, part.end, 'read');
  }
  out.raw('}\n');
}

type Role = 'read' | 'event' | 'model' | 'escape';

/** `item-detail` → `itemDetail`, `data-item-id` → `itemId` (AngularJS's normalization of names). */
function camel(name: string): string {
  return name.replace(/^(?:data|x)-/, '').replace(/[-:_]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * One AngularJS expression from `start` to `end` as a statement; left out when it is not JavaScript. An escaping
 * value is wrapped in `__ngEscape(`, or in `opener` when given.
 */
function expression(out: Emitter, start: number, end: number, role: Role, opener = '__ngEscape('): void {
  const written = out.source.slice(start, end);
  const lead = /^\s*(?:::)?\s*/.exec(written)![0].length;
  const parts = splitTopLevel(out.source, start + lead, end, '|');
  const [head, ...filters] = parts;
  if (!head || out.source.slice(head.start, head.end).trim() === '') return;
  const pieces: { raw?: string; from?: number; to?: number }[] = [];
  for (const filter of [...filters].reverse()) {
    const [name] = splitTopLevel(out.source, filter.start, filter.end, ':');
    const filterName = name && out.source.slice(name.start, name.end).trim();
    if (!filterName || !/^[A-Za-z_$][\w$]*$/.test(filterName)) return;
    pieces.push({ raw: `__ngFilter.${filterName}(` });
  }
  const wrap = role === 'escape' ? opener : '';
  pieces.unshift({ raw: wrap });
  pieces.push({ raw: '(' }, { from: head.start, to: head.end }, { raw: ')' });
  for (const filter of filters) {
    const [, ...args] = splitTopLevel(out.source, filter.start, filter.end, ':');
    for (const arg of args) pieces.push({ raw: ', ' }, { from: arg.start, to: arg.end });
    pieces.push({ raw: ')' });
  }
  if (wrap) pieces.push({ raw: ')' });
  const textOf = (p: { raw?: string; from?: number; to?: number }): string =>
    p.raw ?? out.source.slice(p.from, p.to);
  const joined = pieces.map(textOf).join('');
  const statement =
    role === 'event' && filters.length === 0
      ? { open: '{ ', close: '\n}\n', body: out.source.slice(head.start, head.end) }
      : role === 'model'
        ? { open: '', close: ' = __ngInput;\n', body: joined }
        : { open: '', close: ';\n', body: joined };
  if (!parses(statement.open + statement.body + statement.close)) return;
  out.line(start);
  out.raw(statement.open);
  if (statement.body === joined) {
    for (const piece of pieces) {
      if (piece.raw !== undefined) out.raw(piece.raw);
      else out.copyRange(piece.from!, piece.to!);
    }
  } else out.copyRange(head.start, head.end);
  out.raw(statement.close);
}

function parses(code: string): boolean {
  try {
    parse(code, 'babel');
    return true;
  } catch {
    return false;
  }
}
