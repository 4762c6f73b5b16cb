import type { FileFacts } from './file-facts.js';
import type { ModuleResolver } from './module-resolver.js';
import { requiredSpecifier } from './commonjs-modules.js';

/**
 * The JSON files a module imports whole, by local name (`import records from './__fixtures__/records.json'`,
 * `import * as page from '@/fixtures/page.json'`, with or without `with { type: 'json' }`): a test's fixtures, which
 * the transform migrates where a mock of this API answers with one; and a CommonJS module's `const x = require('./x.json')`.
 */
export function jsonImports(facts: FileFacts, resolver: ModuleResolver): Map<string, string> {
  const out = new Map<string, string>();
  for (const statement of facts.ast.program.body) {
    // CommonJS: `var itemsSearch = require('../fixtures/items-search.json')`
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        const specifier = declarator.init ? requiredSpecifier(declarator.init) : undefined;
        const file = specifier?.endsWith('.json') && resolver.resolveJson(specifier, facts.file);
        if (file && declarator.id.type === 'Identifier') out.set(declarator.id.name, file);
      }
      continue;
    }
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
