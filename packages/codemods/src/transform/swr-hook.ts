import { identifierName, type AstNode } from './node-types.js';

/** SWR's modules and the hooks of theirs whose key is the URL the fetcher is given (not `useSWRInfinite`'s getKey). */
const HOOKS: Readonly<Record<string, readonly string[]>> = {
  swr: ['default', 'useSWR'],
  'swr/immutable': ['default'],
};

/**
 * Whether `callee` is SWR's `useSWR` (or `useSWRImmutable`) imported from `swr` in this program: a read (GET) of the
 * URL given as its key, whose fetcher answers `data`; a project's or another library's `useSWR` is not.
 */
export function isSwrHook(callee: AstNode, program: AstNode | undefined): boolean {
  if (callee.type !== 'Identifier' || program?.type !== 'Program') return false;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const names = HOOKS[statement.source.value];
    if (!names || statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.local.name !== callee.name) continue;
      if (specifier.type === 'ImportDefaultSpecifier') return names.includes('default');
      if (specifier.type === 'ImportSpecifier')
        return names.includes(identifierName(specifier.imported) ?? '');
    }
  }
  return false;
}
