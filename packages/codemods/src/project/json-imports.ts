import type { FileFacts } from './file-facts.js';
import type { ModuleResolver } from './module-resolver.js';

/**
 * The JSON files a module imports whole, by local name (`import records from './__fixtures__/records.json'`,
 * `import * as page from '@/fixtures/page.json'`, with or without `with { type: 'json' }`): a test's fixtures, which
 * the transform migrates where a mock of this API answers with one.
 */
export function jsonImports(facts: FileFacts, resolver: ModuleResolver): Map<string, string> {
  const out = new Map<string, string>();
  for (const statement of facts.ast.program.body) {
    if (statement.type !== 'ImportDeclaration' || !statement.source.value.endsWith('.json')) continue;
    const file = resolver.resolveJson(statement.source.value, facts.file);
    if (!file) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier' || specifier.type === 'ImportNamespaceSpecifier')
        out.set(specifier.local.name, file);
    }
  }
  return out;
}
