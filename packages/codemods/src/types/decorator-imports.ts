import { Node, SyntaxKind, type SourceFile } from 'ts-morph';

/** A span of a file's text to replace (with nothing, unless `text`). */
export interface Deletion {
  start: number;
  end: number;
  text?: string;
}

/**
 * The imports left unused once `removed` (declarations deleted whole, with their decorators) are gone from `file`:
 * a decorator's import (`IsBoolean` of `@IsBoolean() isDeleted!: boolean`) that nothing else in the file names.
 * Each comes as the import's names rewritten without it, or as the deletion of the import's whole line when it
 * named nothing else. Only decorators' names are considered: any other import was unused before or is still used.
 */
export function unusedDecoratorImports(file: SourceFile, removed: readonly Node[]): Deletion[] {
  const names = new Set<string>();
  for (const declaration of removed)
    for (const decorator of Node.isDecoratable(declaration) ? declaration.getDecorators() : [])
      names.add(decorator.getName());
  if (names.size === 0) return [];
  const inRemoved = (n: Node): boolean =>
    removed.some((d) => n.getStart() >= d.getStart() && n.getEnd() <= d.getEnd());
  const unused = new Set(names);
  for (const id of file.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (!unused.has(id.getText()) || inRemoved(id)) continue;
    if (!Node.isImportSpecifier(id.getParent())) unused.delete(id.getText());
  }
  const deletions: Deletion[] = [];
  for (const declaration of file.getImportDeclarations()) {
    const named = declaration.getNamedImports();
    const gone = named.filter((s) => unused.has((s.getAliasNode() ?? s.getNameNode()).getText()));
    if (gone.length === 0) continue;
    if (
      gone.length === named.length &&
      !declaration.getDefaultImport() &&
      !declaration.getNamespaceImport()
    ) {
      deletions.push(wholeLines(file.getFullText(), declaration.getStart(), declaration.getEnd()));
      continue;
    }
    // `{ IsBoolean, IsInt }` → `{ IsInt }`: the names kept, written with the separator the import used
    const kept = named.filter((s) => !gone.includes(s));
    const bindings = declaration.getImportClause()?.getNamedBindings();
    const defaultImport = declaration.getDefaultImport();
    if (kept.length === 0 && bindings && defaultImport) {
      // `import validator, { IsBoolean } from …` → `import validator from …`
      deletions.push({ start: defaultImport.getEnd(), end: bindings.getEnd() });
      continue;
    }
    const first = named[0]!;
    const last = named[named.length - 1]!;
    const separator = /\n[ \t]*/.exec(file.getFullText().slice(first.getEnd(), named[1]?.getStart() ?? 0));
    const text = kept.map((s) => s.getText()).join(separator ? `,${separator[0]}` : ', ');
    deletions.push({ start: first.getStart(), end: last.getEnd(), text });
  }
  return deletions;
}

/** [start, end) widened to the whole lines it covers, with the line break after it. */
function wholeLines(text: string, start: number, end: number): Deletion {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  return { start: lineStart, end: lineEnd < 0 ? text.length : lineEnd + 1 };
}
