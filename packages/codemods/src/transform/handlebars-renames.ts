import type { PlanNode } from '@compliance-migrate/rename-map';

type Plans = readonly (PlanNode | undefined)[];

/** One rename in a template's text: `[start, end)` replaced by `text`. */
export interface TemplateEdit {
  start: number;
  end: number;
  text: string;
  changeId: string;
}

/** What a block's inner context holds: the value's plans, or unknown (a custom helper, block params, a subexpression). */
type Context = Plans | undefined;

const TAG = /\{\{(\{?)~?([\s\S]*?)~?\}?\}\}/g;
const LITERAL = /^(?:-?\d[\d.]*|true|false|null|undefined|"[^"]*"|'[^']*')$/;
const PATH =
  /^(?:@root|this|\.)$|^(?:@root[./]|(?:\.\.\/)+|this[./]|\.\/)?[A-Za-z_$][\w$-]*(?:[./][A-Za-z_$][\w$-]*)*$/;

/**
 * The renames of a Handlebars (or Mustache) template rendered with a value holding `plans`: the paths its tags read
 * (`{{recordName}}`, `{{this.recordId}}`, `{{../x}}`, `{{@root.data}}`, a helper's arguments), through the contexts
 * `{{#each list}}` and `{{#with value}}` open (`{{#if}}`/`{{#unless}}` keep the context). A block of another helper,
 * with block parameters (`as |row|`) or a subexpression reads a context not known here: nothing in it is renamed.
 * Partials (`{{> row}}`) are not followed. `from`..`to` bounds the part of `text` that is the template.
 */
export function handlebarsRenames(text: string, plans: Plans, from = 0, to = text.length): TemplateEdit[] {
  const edits: TemplateEdit[] = [];
  const stack: Context[] = [plans];
  const section = text.slice(from, to);
  for (const tag of section.matchAll(TAG)) {
    const body = tag[2] ?? '';
    const bodyStart =
      from + (tag.index ?? 0) + 2 + (tag[1] ?? '').length + (tag[0].startsWith('{{~') ? 1 : 0);
    const trimmed = body.trimStart();
    const at = bodyStart + (body.length - trimmed.length);
    const sigil = trimmed[0];
    if (sigil === '!' || sigil === '>') continue;
    if (sigil === '/') {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const current = stack[stack.length - 1];
    if (sigil === '#' || sigil === '^') {
      const [helper, ...args] = words(trimmed.slice(1), at + 1);
      const plain = !trimmed.includes('(') && !/\bas\s*\|/.test(trimmed);
      for (const arg of args) if (plain) rename(arg, stack, edits);
      const only = args.length === 1 && plain ? args[0] : undefined;
      const opened = only && resolve(only.word, stack);
      if (helper?.word === 'each' && opened) stack.push(opened.map((p) => p?.item));
      else if (helper?.word === 'with' && opened) stack.push(opened);
      else if ((helper?.word === 'if' || helper?.word === 'unless') && plain) stack.push(current);
      else stack.push(undefined);
      continue;
    }
    if (trimmed.includes('(') || trimmed.includes('=')) continue;
    const tokens = words(trimmed, at);
    if (tokens[0]?.word === 'else') tokens.splice(0, 2); // `{{else if x}}`: the condition reads the same context
    // `{{name}}` reads the context; `{{helper a b}}` reads its arguments
    for (const token of tokens.length === 1 ? tokens : tokens.slice(1)) rename(token, stack, edits);
  }
  return edits;
}

/** The whitespace-separated words of a tag, each with its offset in the template's text. */
function words(text: string, at: number): { word: string; start: number }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], start: at + (m.index ?? 0) }));
}

/** The plans a path holds in the context stack, or undefined when its context is not known. */
function resolve(path: string, stack: readonly Context[]): Plans | undefined {
  const walk = steps(path, stack);
  if (!walk) return undefined;
  let plans = walk.context;
  for (const segment of walk.segments) plans = follow(segment.name, plans).next;
  return plans;
}

/** Renames the segments of one path token that a step renames. */
function rename(
  token: { word: string; start: number },
  stack: readonly Context[],
  edits: TemplateEdit[],
): void {
  if (LITERAL.test(token.word) || (token.word.startsWith('@') && !token.word.startsWith('@root'))) return;
  const walk = steps(token.word, stack);
  if (!walk) return;
  let plans = walk.context;
  for (const segment of walk.segments) {
    const key = follow(segment.name, plans);
    if (key.name !== segment.name && key.changeId)
      edits.push({
        start: token.start + segment.offset,
        end: token.start + segment.offset + segment.name.length,
        text: key.name,
        changeId: key.changeId,
      });
    plans = key.next;
  }
}

/** A path's starting context (`../` goes up a block, `@root` to the top) and its named segments with offsets. */
function steps(
  path: string,
  stack: readonly Context[],
): { context: Plans; segments: { name: string; offset: number }[] } | undefined {
  if (!PATH.test(path)) return undefined;
  let level = stack.length - 1;
  let offset = 0;
  if (path.startsWith('@root')) {
    level = 0;
    offset = 6;
  }
  if (path === 'this' || path === '.') offset = path.length;
  while (path.startsWith('../', offset)) {
    level--;
    offset += 3;
  }
  if (path.startsWith('./', offset)) offset += 2;
  else if (path.startsWith('this', offset) && /[./]/.test(path[offset + 4] ?? '')) offset += 5;
  const context = level >= 0 ? stack[level] : undefined;
  if (!context) return undefined;
  const segments: { name: string; offset: number }[] = [];
  for (const m of path.slice(offset).matchAll(/[^./]+/g))
    segments.push({ name: m[0], offset: offset + (m.index ?? 0) });
  return { context, segments };
}

/** One key through the steps' plans: its name after them, the change renaming it, and the plans of its value. */
function follow(original: string, plans: Plans): { name: string; changeId?: string; next: Plans } {
  let name = original;
  let changeId: string | undefined;
  const next: (PlanNode | undefined)[] = [];
  for (const plan of plans) {
    const rule = plan?.keys?.get(name);
    next.push(rule?.child);
    // a value removed or turned into a list: not a plain rename
    if (!rule || rule.out === null || rule.toMany) continue;
    if (typeof rule.out === 'string' && rule.out !== name) {
      name = rule.out;
      changeId = rule.renameId;
    }
  }
  return { name, ...(changeId ? { changeId } : {}), next };
}
