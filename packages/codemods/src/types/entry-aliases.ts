import type { Node, Project } from 'ts-morph';
import { indexedDeclarations } from './indexed-declarations.js';
import { nameOf } from './keyof-literals.js';
import { inProject } from './plan-walk.js';

/**
 * Type aliases that restate a schema entry under the entry's own name, as code over an openapi-typescript schema
 * does (`export type Record = components['schemas']['Record']`): they name the same domain type, so they are
 * renamed with it. An alias under another name (`RecordType = components['schemas']['Type']`) is the code's own
 * name for it and is left.
 */
export function entryAliases(project: Project, entries: ReadonlySet<Node>): Node[] {
  const names = new Set([...entries].map(nameOf).filter((n): n is string => n !== undefined));
  const out: Node[] = [];
  if (names.size === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile)) continue;
    for (const alias of sourceFile.getTypeAliases()) {
      if (!names.has(alias.getName())) continue;
      const declared = indexedDeclarations(alias.getTypeNodeOrThrow());
      if (declared.some((d) => entries.has(d) && nameOf(d) === alias.getName())) out.push(alias);
    }
  }
  return out;
}
