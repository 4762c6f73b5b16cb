import type { Change, ChangeOf } from '@compliance-migrate/rename-map';
import { Node, Project, ts } from 'ts-morph';
import { lineColumn } from '../transform/edits.js';
import type { EditRecord, TodoRecord } from '../transform/transform.js';
import { todoPrefix, todoText } from '../transform/transform.js';

/**
 * Suffixes a domain type may carry after the resource name: `RecordDto`, `TypesResponse`. Names that put
 * the resource elsewhere (`CreateRecordRequest`, `ContentType`) are not renamed: `Type` is too common a word.
 */
export const TYPE_SUFFIXES: readonly string[] = [
  '',
  'Dto',
  'DTO',
  'Model',
  'Entity',
  'Data',
  'Id',
  'Ids',
  'List',
  'Input',
  'Payload',
  'Request',
  'Response',
  'Api',
  'Service',
  'Client',
  'Props',
];

interface WordRename {
  from: string;
  to: string;
  id: string;
}

export interface SymbolResult {
  text: string;
  edits: EditRecord[];
  todos: TodoRecord[];
}

/** `Sub Category` → `SubCategory`. */
export function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** The identifier renames (`Record` → `Category`, `Records` → `Categories`) of the resource changes, chained. */
export function wordRenames(changes: readonly Change[]): WordRename[] {
  const resources = changes.filter((c): c is ChangeOf<'resource.renamed'> => c.kind === 'resource.renamed');
  const renames: WordRename[] = [];
  for (const change of [...resources].sort((a, b) => a.since - b.since)) {
    for (const form of ['singular', 'plural'] as const) {
      const from = pascal(change.from[form]);
      const to = pascal(change.to[form]);
      const earlier = renames.find((r) => r.to === from);
      if (earlier) earlier.to = to;
      else renames.push({ from, to, id: change.id });
    }
  }
  return renames;
}

/** A cheap test: does the text declare a type, interface, class or enum named for a renamed resource? */
export function declarationPattern(renames: readonly WordRename[]): RegExp | undefined {
  if (renames.length === 0) return undefined;
  const words = renames.map((r) => r.from).join('|');
  const suffixes = TYPE_SUFFIXES.filter(Boolean).join('|');
  return new RegExp(`\\b(?:interface|class|type|enum)\\s+(?:${words})(?:${suffixes})?\\b`);
}

function newNameOf(
  name: string,
  renames: readonly WordRename[],
): (WordRename & { name: string }) | undefined {
  for (const rename of [...renames].sort((a, b) => b.from.length - a.from.length)) {
    if (!name.startsWith(rename.from)) continue;
    const suffix = name.slice(rename.from.length);
    if (TYPE_SUFFIXES.includes(suffix)) return { ...rename, name: rename.to + suffix };
  }
  return undefined;
}

/**
 * Renames the domain types the project itself declares for renamed resources (a declared `interface Record`,
 * `class RecordService`, `type TypesResponse`), with their imports, exports and uses, through the
 * TypeScript language service: the builtin `Record<K, V>` and anything the project does not declare stay.
 */
export function renameDomainTypes(
  files: ReadonlyMap<string, string>,
  changes: readonly Change[],
): Map<string, SymbolResult> {
  const renames = wordRenames(changes);
  const pattern = declarationPattern(renames);
  const results = new Map<string, SymbolResult>();
  if (!pattern) return results;
  const declaring = [...files].filter(([, text]) => pattern.test(text));
  if (declaring.length === 0) return results;

  const words = new RegExp(`\\b(?:${renames.map((r) => r.from).join('|')})`);
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: { allowJs: true, jsx: ts.JsxEmit.Preserve, noEmit: true, skipLibCheck: true },
  });
  for (const [file, text] of files) {
    if (words.test(text)) project.createSourceFile(file, text, { overwrite: true });
  }
  const service = project.getLanguageService();
  const record = (file: string): SymbolResult => {
    let result = results.get(file);
    if (!result) {
      result = { text: files.get(file)!, edits: [], todos: [] };
      results.set(file, result);
    }
    return result;
  };

  for (const [file] of declaring) {
    const sourceFile = project.getSourceFile(file);
    if (!sourceFile) continue;
    const declarations = [
      ...sourceFile.getInterfaces(),
      ...sourceFile.getClasses(),
      ...sourceFile.getTypeAliases(),
      ...sourceFile.getEnums(),
    ];
    for (const declaration of declarations) {
      const nameNode = declaration.getNameNode();
      if (!nameNode || !Node.isIdentifier(nameNode)) continue;
      const rename = newNameOf(nameNode.getText(), renames);
      if (!rename) continue;
      const taken =
        sourceFile.getLocal(rename.name) !== undefined ||
        declarations.some((d) => d.getName() === rename.name);
      if (taken) {
        const at = lineColumn(sourceFile.getFullText(), nameNode.getStart());
        const message = `${nameNode.getText()} is named for a renamed resource, but ${rename.name} is already declared here; rename it by hand`;
        const result = record(file);
        if (!result.todos.some((t) => t.message === message)) {
          result.todos.push({ ...at, changeId: rename.id, message, inserted: false });
        }
        continue;
      }
      for (const location of service.findRenameLocations(nameNode)) {
        const target = location.getSourceFile();
        const at = lineColumn(target.getFullText(), location.getTextSpan().getStart());
        record(target.getFilePath()).edits.push({ ...at, changeId: rename.id });
      }
      nameNode.rename(rename.name);
    }
  }
  for (const [file, result] of results) {
    const sourceFile = project.getSourceFile(file);
    if (sourceFile) result.text = sourceFile.getFullText();
    for (const todo of result.todos) {
      const comment = `// ${todoText(todo.message, todo.changeId, changes)}`;
      if (result.text.includes(`// ${todoPrefix(todo.message)}`)) continue;
      const lines = result.text.split('\n');
      const index = todo.line - 1;
      const line = lines[index] ?? '';
      const indent = /^\s*/.exec(line)![0];
      lines.splice(index, 0, indent + comment);
      result.text = lines.join('\n');
      todo.inserted = true;
    }
  }
  return results;
}
