import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { walk } from '../transform/ast-walk.js';
import { argsOf, keyName } from '../transform/call-site.js';
import {
  identifierName,
  isFunction,
  isMember,
  isProperty,
  stringValue,
  type AstNode,
} from '../transform/node-types.js';

/**
 * The modules of a script app linked by what they load: RequireJS's AMD (`define(['models/record'], function
 * (Record) {…})`, ids resolved with the `baseUrl` and `paths` of a `require.config({…})` / `requirejs.config({…})`,
 * else from the module's own folder and those above it; a plugin's resource, `text!templates/row.html`, is the file
 * it names), CommonJS as browserify bundles it (`var Record = require('./models/record')`) and ES imports; and what
 * each module exports (its define factory's `return`, `module.exports = …`, `export default …`).
 */

/** Where a local name of a module comes from: the file (a script of the run, or a resource such as a template). */
export interface ModuleImport {
  file: string;
  /** The loader plugin that reads it (`text` of `text!x.html`). */
  plugin?: string;
}

/** One module's links. */
export interface ModuleLinks {
  /** Local names bound to another module (a define factory's parameters, `require` and `import` bindings). */
  imports: Map<string, ModuleImport>;
  /** What the module exports, with each expression's ancestors. */
  exported: { node: AstNode; parents: AstNode[] }[];
}

/** RequireJS's configuration: the folder module ids start from, and its `paths` (id prefix → path). */
interface LoaderConfig {
  base: string;
  paths: Map<string, string>;
}

/** The links of every module in `trees` (file → parsed tree); `exists` tells whether a file is there. */
export function moduleLinks(
  trees: ReadonlyMap<string, AstNode>,
  exists: (file: string) => boolean = existsSync,
): Map<string, ModuleLinks> {
  const config = loaderConfig(trees);
  const out = new Map<string, ModuleLinks>();
  for (const [file, root] of trees) {
    const links: ModuleLinks = { imports: new Map(), exported: [] };
    const resolveId = (id: string, amd: boolean): ModuleImport | undefined =>
      amd ? amdFile(id, file, config, trees, exists) : commonJsFile(id, file, trees, exists);
    walk(root, [], (node, parents) => {
      if (node.type === 'CallExpression' && identifierName(node.callee) === 'define' && isTopLevel(parents)) {
        readDefine(node, parents, links, resolveId);
        return true;
      }
      // `var Record = require('./models/record')` (in a define factory: an AMD id)
      if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init) {
        const id = requiredId(node.init);
        const amd = parents.some((p) => p.type === 'CallExpression' && identifierName(p.callee) === 'define');
        const found = id === undefined ? undefined : resolveId(id, amd);
        if (found) links.imports.set(node.id.name, found);
      }
      if (node.type === 'ImportDeclaration') {
        const found = resolveId(node.source.value, false);
        for (const s of node.specifiers)
          if (found && s.type !== 'ImportSpecifier') links.imports.set(s.local.name, found);
      }
      if (
        node.type === 'AssignmentExpression' &&
        isMember(node.left) &&
        identifierName(node.left.object) === 'module' &&
        identifierName(node.left.property) === 'exports'
      )
        links.exported.push({ node: node.right, parents: [...parents, node] });
      if (node.type === 'ExportDefaultDeclaration')
        links.exported.push({ node: node.declaration, parents: [...parents, node] });
      return true;
    });
    out.set(file, links);
  }
  return out;
}

/** `define(['a', 'b'], function (A, B) { … return X; })`: the parameters' modules and the factory's returns. */
function readDefine(
  call: AstNode & { type: 'CallExpression' },
  parents: readonly AstNode[],
  links: ModuleLinks,
  resolveId: (id: string, amd: boolean) => ModuleImport | undefined,
): void {
  const args = argsOf(call);
  const factory = args[args.length - 1];
  const deps = args.find((a) => a.type === 'ArrayExpression');
  if (!factory) return;
  if (!isFunction(factory)) {
    links.exported.push({ node: factory, parents: [...parents, call] });
    return;
  }
  if (deps?.type === 'ArrayExpression')
    deps.elements.forEach((element, i) => {
      const id = stringValue(element);
      const name = identifierName(factory.params[i]);
      const found = id === undefined ? undefined : resolveId(id, true);
      if (name && found) links.imports.set(name, found);
    });
  if (factory.body.type !== 'BlockStatement') {
    links.exported.push({ node: factory.body, parents: [...parents, call, factory] });
    return;
  }
  for (const statement of factory.body.body)
    if (statement.type === 'ReturnStatement' && statement.argument)
      links.exported.push({
        node: statement.argument,
        parents: [...parents, call, factory, factory.body, statement],
      });
}

/** `require('x')`'s id; undefined for anything else. */
export function requiredId(node: AstNode): string | undefined {
  if (node.type !== 'CallExpression' || identifierName(node.callee) !== 'require') return undefined;
  const args = argsOf(node);
  return args.length === 1 ? stringValue(args[0]) : undefined;
}

/** A `define(…)` at the top of its file (a statement of the program, not inside a function). */
function isTopLevel(parents: readonly AstNode[]): boolean {
  return !parents.some((p) => isFunction(p));
}

/** The first `require.config({…})` / `requirejs.config({…})` of the app: its base folder and paths. */
function loaderConfig(trees: ReadonlyMap<string, AstNode>): LoaderConfig | undefined {
  for (const [file, root] of trees) {
    let found: LoaderConfig | undefined;
    walk(root, [], (node) => {
      if (found) return false;
      if (node.type !== 'CallExpression' || !isMember(node.callee)) return true;
      const owner = identifierName(node.callee.object);
      if ((owner !== 'require' && owner !== 'requirejs') || identifierName(node.callee.property) !== 'config')
        return true;
      const options = argsOf(node)[0];
      if (options?.type !== 'ObjectExpression') return true;
      let baseUrl: string | undefined;
      const paths = new Map<string, string>();
      for (const p of options.properties) {
        if (!isProperty(p)) continue;
        if (keyName(p) === 'baseUrl') baseUrl = stringValue(p.value);
        if (keyName(p) === 'paths' && p.value.type === 'ObjectExpression')
          for (const entry of p.value.properties) {
            const to = isProperty(entry) ? stringValue(entry.value) : undefined;
            const from = isProperty(entry) ? keyName(entry) : undefined;
            if (from !== undefined && to !== undefined) paths.set(from, to);
          }
      }
      found = { base: baseFolder(dirname(file), baseUrl), paths };
      return false;
    });
    if (found) return found;
  }
  return undefined;
}

/**
 * The folder a `baseUrl` names: relative to the page loading the script, so the nearest of the config file's folder
 * and those above it that has such a folder; without `baseUrl`, the config file's own folder (RequireJS's
 * `data-main`).
 */
function baseFolder(from: string, baseUrl: string | undefined): string {
  if (baseUrl === undefined) return from;
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = resolve(dir, baseUrl);
    if (isDirectory(candidate)) return candidate;
    if (dirname(dir) === dir) return resolve(from, baseUrl);
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** An AMD id's file: `./x` from the module's folder, else through `paths` from the base (or above the module). */
function amdFile(
  id: string,
  from: string,
  config: LoaderConfig | undefined,
  trees: ReadonlyMap<string, AstNode>,
  exists: (file: string) => boolean,
): ModuleImport | undefined {
  const bang = id.indexOf('!');
  const plugin = bang >= 0 ? id.slice(0, bang) : undefined;
  const resource = bang >= 0 ? id.slice(bang + 1) : id;
  const named = (path: string): ModuleImport | undefined => {
    if (plugin !== undefined) return exists(path) ? { file: path, plugin } : undefined;
    const file = /\.js$/.test(path) ? path : path + '.js';
    return trees.has(file) ? { file } : undefined;
  };
  if (resource.startsWith('./') || resource.startsWith('../')) return named(join(dirname(from), resource));
  const mapped = mappedId(resource, config?.paths ?? new Map());
  if (config) return named(resolve(config.base, mapped));
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const found = named(join(dir, mapped));
    if (found || dirname(dir) === dir) return found;
  }
}

/** `paths: { lib: '../lib' }` applied to an id: its longest mapped prefix replaced. */
function mappedId(id: string, paths: ReadonlyMap<string, string>): string {
  const segments = id.split('/');
  for (let n = segments.length; n > 0; n--) {
    const prefix = segments.slice(0, n).join('/');
    const to = paths.get(prefix);
    if (to !== undefined) return [to, ...segments.slice(n)].join('/');
  }
  return id;
}

/** A relative CommonJS or ES id's file: a script of the run (`.js`, `/index.js`), or a resource that exists. */
function commonJsFile(
  id: string,
  from: string,
  trees: ReadonlyMap<string, AstNode>,
  exists: (file: string) => boolean,
): ModuleImport | undefined {
  if (!id.startsWith('./') && !id.startsWith('../')) return undefined;
  const path = join(dirname(from), id);
  for (const file of [path, path + '.js', path + '.ts', join(path, 'index.js')])
    if (trees.has(file)) return { file };
  return /\.(html?|jst|tpl|ejs|underscore)$/i.test(path) && exists(path) ? { file: path } : undefined;
}
