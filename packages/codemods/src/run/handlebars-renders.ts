import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import type { PlanNode } from '@compliance-migrate/rename-map';
import { isScriptSource } from '../project/script-scope.js';
import { walk } from '../transform/ast-walk.js';
import { argsOf } from '../transform/call-site.js';
import { applyEdits, lineColumn } from '../transform/edits.js';
import { handlebarsRenames, type TemplateEdit } from '../transform/handlebars-renames.js';
import {
  calleeName,
  identifierName,
  isFunction,
  isMember,
  stringValue,
  type AstNode,
} from '../transform/node-types.js';
import { parse, parserFor } from '../transform/parser.js';
import { globalMethodOf, type ScriptObjectMethods } from '../transform/script-object-calls.js';
import type { EditRecord } from '../transform/transform.js';
import { referencesOf } from '../transform/variable-reads.js';
import { collectFiles } from './files.js';
import { namesInTemplate, type UnreadTemplateLine } from './unread-templates.js';

type Plans = readonly (PlanNode | undefined)[];

/** A template file the run edits: its text before and after, and each rename at its line. */
export interface RenderedTemplate {
  file: string;
  before: string;
  after: string;
  edits: EditRecord[];
}

/** Where a compiled template's text comes from: an inline `<script id>` of a page, or a file fetched by URL. */
type TemplateRef = { kind: 'inline'; id: string } | { kind: 'url'; url: string; script: string };

/**
 * The Handlebars templates the project's scripts render with a response of this API, renamed where the flow is
 * certain: `var tpl = Handlebars.compile($('#record-row').html())` (a `<script type="text/x-handlebars-template">` of
 * a page under the run's paths) or `Handlebars.compile(src)` in `$.get('templates/row.hbs', function (src) { … })`,
 * every call of `tpl` given the parameter of a `.done`/`.then` or success callback of a global object's method
 * (`script-object-responses.ts`). A template also compiled where its data is not known (any other call of `tpl`, a
 * compile whose template cannot be told) is left as it is, and stays listed with the unread templates.
 */
export async function renderedTemplates(
  jobs: readonly { file: string; source: string }[],
  objects: ScriptObjectMethods,
  paths: readonly string[],
  cwd: string,
): Promise<RenderedTemplate[]> {
  if (objects.size === 0) return [];
  const renders = new Map<string, { ref: TemplateRef; plans: Set<Plans>; unsafe: boolean }>();
  let unknown = false;
  for (const job of jobs) {
    const parser = parserFor(job.file);
    if (!parser || !job.source.includes('Handlebars') || !isScriptSource(job.file, job.source)) continue;
    walk(parse(job.source, parser), [], (node, parents) => {
      if (node.type !== 'CallExpression' || !isHandlebarsCompile(node.callee)) return true;
      const ref = templateRef(argsOf(node)[0], parents, job.file);
      if (!ref) {
        unknown = true;
        return true;
      }
      const key = ref.kind === 'inline' ? `#${ref.id}` : `${ref.script}\n${ref.url}`;
      const entry = renders.get(key) ?? { ref, plans: new Set<Plans>(), unsafe: false };
      renders.set(key, entry);
      const given = renderedWith(node, parents, objects);
      if (given) for (const p of given) entry.plans.add(p);
      else entry.unsafe = true;
      return true;
    });
  }
  // a template compiled from a source not known here may be any of them, rendered with anything
  if (unknown || renders.size === 0) return [];
  const pages = await collectFiles(paths, cwd, (p) => /\.html?$/i.test(p));
  const texts = new Map<string, string>();
  const read = async (file: string): Promise<string> => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = await readFile(file, 'utf8')));
    return text;
  };
  const edits = new Map<string, TemplateEdit[]>();
  for (const { ref, plans, unsafe } of renders.values()) {
    const [only] = plans;
    if (unsafe || plans.size !== 1 || !only) continue;
    const place = await locate(ref, pages, read);
    if (!place) continue;
    const text = await read(place.file);
    const found = edits.get(place.file) ?? [];
    edits.set(place.file, found);
    found.push(...handlebarsRenames(text, only, place.from, place.to));
  }
  const out: RenderedTemplate[] = [];
  for (const [file, found] of edits) {
    if (found.length === 0) continue;
    const before = await read(file);
    out.push({
      file,
      before,
      after: applyEdits(before, found).text,
      edits: found.map((e) => ({ ...lineColumn(before, e.start), changeId: e.changeId })),
    });
  }
  return out;
}

function isHandlebarsCompile(callee: AstNode): boolean {
  return (
    isMember(callee) && identifierName(callee.object) === 'Handlebars' && calleeName(callee) === 'compile'
  );
}

/** `$('#id').html()`, or the first parameter of a `$.get('x.hbs', function (src) { … })` callback. */
function templateRef(
  source: AstNode | undefined,
  parents: readonly AstNode[],
  script: string,
): TemplateRef | undefined {
  if (source?.type === 'CallExpression' && isMember(source.callee) && calleeName(source.callee) === 'html') {
    const query = source.callee.object;
    const selector = query.type === 'CallExpression' ? stringValue(argsOf(query)[0]) : undefined;
    const dollar = query.type === 'CallExpression' ? identifierName(query.callee) : undefined;
    const id = selector && /^#([\w-]+)$/.exec(selector)?.[1];
    return id && (dollar === '$' || dollar === 'jQuery') && argsOf(source).length === 0
      ? { kind: 'inline', id }
      : undefined;
  }
  const name = identifierName(source);
  if (name === undefined) return undefined;
  const at = parameterOwner(name, parents);
  if (!at || at.index !== 0) return undefined;
  const call = at.parents[at.parents.length - 1];
  if (call?.type !== 'CallExpression' || !isMember(call.callee) || calleeName(call.callee) !== 'get')
    return undefined;
  const dollar = identifierName(call.callee.object);
  const [url, callback] = argsOf(call);
  const path = stringValue(url);
  return (dollar === '$' || dollar === 'jQuery') &&
    callback === at.fn &&
    path &&
    /\.(hbs|handlebars|mustache)$/.test(path)
    ? { kind: 'url', url: path, script }
    : undefined;
}

/**
 * The response plans of every call of the template function `compile` is stored in (`var tpl = Handlebars.compile(…)`),
 * each given a callback's parameter that holds a global object method's response; undefined when any call is not.
 */
function renderedWith(
  compile: AstNode,
  parents: readonly AstNode[],
  objects: ScriptObjectMethods,
): Plans[] | undefined {
  const n = parents.length;
  const declarator = parents[n - 1];
  const block = parents[n - 3];
  if (
    declarator?.type !== 'VariableDeclarator' ||
    declarator.init !== compile ||
    declarator.id.type !== 'Identifier'
  )
    return undefined;
  if (!block || (block.type !== 'BlockStatement' && block.type !== 'Program')) return undefined;
  const refs = referencesOf(block, parents.slice(0, n - 3), declarator.id);
  if (!refs || refs.length === 0) return undefined;
  const plans: Plans[] = [];
  for (const ref of refs) {
    const call = ref.parents[ref.parents.length - 1];
    const [arg, extra] = call?.type === 'CallExpression' && call.callee === ref.node ? argsOf(call) : [];
    const name = identifierName(arg);
    const given = name === undefined || extra ? undefined : callbackValue(name, ref.parents, objects);
    if (!given) return undefined;
    plans.push(given);
  }
  return plans;
}

/** The response a callback's first parameter `name` holds: `Api.m(…).done(function (name) {…})` or `Api.m(…, function (name) {…})`. */
function callbackValue(
  name: string,
  parents: readonly AstNode[],
  objects: ScriptObjectMethods,
): Plans | undefined {
  const at = parameterOwner(name, parents);
  if (!at || at.index !== 0 || !referencesOf(at.fn, at.parents, at.fn.params[0] as never)) return undefined;
  const call = at.parents[at.parents.length - 1];
  if (call?.type !== 'CallExpression') return undefined;
  const callParents = at.parents.slice(0, -1);
  const index = argsOf(call).indexOf(at.fn);
  const handed = globalMethodOf(call.callee, callParents);
  const direct = handed && objects.get(handed.object)?.get(handed.method);
  if (direct) return direct.callback === index ? direct.plans : undefined;
  // `.done(fn)` / `.then(fn)` on the method's call
  const member = call.callee;
  const step = isMember(member) ? calleeName(member) : undefined;
  const request = isMember(member) ? member.object : undefined;
  if (index !== 0 || (step !== 'done' && step !== 'then') || request?.type !== 'CallExpression')
    return undefined;
  const target = globalMethodOf(request.callee, [...callParents, call, member]);
  const method = target && objects.get(target.object)?.get(target.method);
  return method?.returns && method.returnsBody ? method.plans : undefined;
}

/** The nearest function declaring `name` as a parameter, that parameter's index and the function's ancestors. */
function parameterOwner(
  name: string,
  parents: readonly AstNode[],
): { fn: AstNode & { params: AstNode[] }; index: number; parents: AstNode[] } | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const fn = parents[i];
    if (!fn || !isFunction(fn)) continue;
    const index = fn.params.findIndex((p) => identifierName(p) === name);
    if (index >= 0) return { fn, index, parents: parents.slice(0, i) };
  }
  return undefined;
}

/** The file and range holding a template: the one page with that inline script, or the one file its URL names. */
async function locate(
  ref: TemplateRef,
  pages: readonly string[],
  read: (file: string) => Promise<string>,
): Promise<{ file: string; from: number; to: number } | undefined> {
  if (ref.kind === 'inline') {
    const found: { file: string; from: number; to: number }[] = [];
    for (const page of pages) {
      const text = await read(page);
      for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        const attrs = m[1] ?? '';
        if (!new RegExp(`\\bid\\s*=\\s*["']${ref.id}["']`).test(attrs)) continue;
        if (!/\btype\s*=\s*["']text\/x-handlebars(-template)?["']/i.test(attrs)) continue;
        const from = (m.index ?? 0) + m[0].indexOf('>') + 1;
        found.push({ file: page, from, to: from + (m[2] ?? '').length });
      }
    }
    return found.length === 1 ? found[0] : undefined;
  }
  // relative to the page that loads the script (any page when none names it)
  const loading: string[] = [];
  for (const page of pages) if ((await read(page)).includes(basename(ref.script))) loading.push(page);
  const candidates = new Set(
    (loading.length > 0 ? loading : pages).map((p) => join(dirname(p), ref.url)).filter((f) => existsSync(f)),
  );
  const [file] = candidates;
  if (candidates.size !== 1 || !file) return undefined;
  const text = await read(file);
  return { file, from: 0, to: text.length };
}

/** The unread template lines still holding old names once `rendered`'s files are edited (`file` relative to cwd). */
export function stillUnread(
  unread: readonly UnreadTemplateLine[],
  rendered: readonly RenderedTemplate[],
  cwd: string,
  names: ReadonlySet<string>,
): UnreadTemplateLine[] {
  const edited = new Map(
    rendered.map((t) => [relative(cwd, t.file) || t.file, namesInTemplate(t.after, names)]),
  );
  return unread.flatMap((line) => {
    const now = edited.get(line.file);
    if (!now) return [line];
    const left = now.find((l) => l.line === line.line)?.names.filter((n) => line.names.includes(n)) ?? [];
    return left.length > 0 ? [{ ...line, names: left }] : [];
  });
}
