import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Package boundaries of this workspace, as one lint rule.
 *
 * - No relative import leaves the package it is written in (`../../rename-map/src/...`): packages import each
 *   other by name, so each sees only what the other exports.
 * - Every package imported by name is declared in the importing package's own package.json (a workspace package
 *   always there; a third-party tool such as vitest may instead be a devDependency of the workspace root, shared by
 *   every package's tests). A value import in `src/` needs the package's own `dependencies` (or peer/optional)
 *   entry: a devDependency is not installed with the package.
 *
 * Hand-written rather than eslint-plugin-import-x's no-relative-packages + no-extraneous-dependencies: those resolve
 * every import through a TypeScript resolver (our `.js` specifiers name `.ts` files; a resolver per file costs lint
 * time), and no-extraneous-dependencies merges every `packageDir` into one list, so it cannot say "a workspace
 * package must be declared by the package itself, while vitest may come from the root". This rule needs no
 * resolution: a specifier and the nearest package.json are enough.
 */

const builtins = new Set(builtinModules);
const workspaceRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const manifests = new Map();

/** The nearest package.json at or above `dir`, parsed, with its folder; cached per folder. */
function manifestOf(dir) {
  if (manifests.has(dir)) return manifests.get(dir);
  const file = join(dir, 'package.json');
  let found;
  if (existsSync(file)) found = { dir, json: JSON.parse(readFileSync(file, 'utf8')) };
  else {
    const parent = dirname(dir);
    found = parent === dir ? undefined : manifestOf(parent);
  }
  manifests.set(dir, found);
  return found;
}

/** The package name a bare specifier names: `@scope/name` or `name`, without a subpath. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function declared(json, name, fields) {
  return fields.some((field) => json[field] && Object.hasOwn(json[field], name));
}

const RUNTIME = ['dependencies', 'peerDependencies', 'optionalDependencies'];
const ANY = [...RUNTIME, 'devDependencies'];

/** @type {import('eslint').Rule.RuleModule} */
const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Packages import each other by declared name, never by a relative path out of the package.',
    },
    schema: [],
    messages: {
      outOfPackage:
        "'{{specifier}}' reaches out of {{pkg}} into {{target}}: import it by its package name (declared in {{pkg}}'s package.json), and export what is needed from there.",
      rootOnly:
        "'{{name}}' is a devDependency of the workspace root, not of {{pkg}}, but {{file}} imports it at run time: declare it in {{pkg}}'s dependencies.",
      undeclared: "'{{name}}' is imported by {{pkg}} but not declared in its package.json{{where}}.",
      devOnly:
        "'{{name}}' is a devDependency of {{pkg}} but {{file}} imports it at run time: declare it in dependencies (or make the import type-only).",
    },
  },
  create(context) {
    const file = context.filename;
    const own = manifestOf(dirname(file));
    const root = manifestOf(workspaceRoot);
    // Files of the workspace root itself (scripts/, config) are not a package.
    if (!own || !root || own.dir === root.dir) return {};
    const inSource = relative(own.dir, file).split(sep)[0] === 'src';

    function check(node, source, typeOnly) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (target !== own.dir && !target.startsWith(own.dir + sep))
          context.report({
            node: source,
            messageId: 'outOfPackage',
            data: { specifier, pkg: own.json.name, target: relative(root.dir, target) },
          });
        return;
      }
      if (specifier.startsWith('node:') || builtins.has(specifier) || specifier.startsWith('#')) return;
      const name = packageName(specifier);
      if (name === own.json.name) return;
      const workspace = name.startsWith('@compliance-migrate/');
      if (declared(own.json, name, ANY)) {
        if (inSource && !typeOnly && !declared(own.json, name, RUNTIME))
          context.report({
            node: source,
            messageId: 'devOnly',
            data: { name, pkg: own.json.name, file: relative(root.dir, file) },
          });
        return;
      }
      if (!workspace && declared(root.json, name, ANY)) {
        if (inSource && !typeOnly)
          context.report({
            node: source,
            messageId: 'rootOnly',
            data: { name, pkg: own.json.name, file: relative(root.dir, file) },
          });
        return;
      }
      context.report({
        node: source,
        messageId: 'undeclared',
        data: {
          name,
          pkg: own.json.name,
          where: workspace ? ' (a workspace package must be declared by the package that imports it)' : '',
        },
      });
    }

    return {
      ImportDeclaration: (node) =>
        check(
          node,
          node.source,
          node.importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
        ),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument, true),
    };
  },
};

export default { rules: { 'package-boundaries': packageBoundaries } };
