import { Node, type Project } from 'ts-morph';
import { generatorOf } from '../run/generated-files.js';
import type { FieldRename } from './plan-walk.js';

/** Test runners' module mocks: `jest.mock('…')`, `vi.mock('…')` and their `doMock`. */
const MOCKS = new Set(['jest.mock', 'jest.doMock', 'vi.mock', 'vi.doMock']);

/** A TODO for a test that mocks a generated client whose models the run renamed. */
export interface MockedClientTodo {
  node: Node;
  changeId: string;
  message: string;
}

/**
 * `jest.mock('../src/generated/compliance')` (or `vi.mock`) of a generated client whose models the run renames, in
 * a file that imports the same module: the data the mocks answer with and the calls the test expects are written
 * by hand and typed by nothing, so no rename reaches them. A TODO at the mock names the renames to make there.
 */
export function mockedClientTodos(
  project: Project,
  fields: ReadonlyMap<Node, FieldRename>,
): MockedClientTodo[] {
  // renamed members of generated files, by file
  const renamed = new Map<string, { from: string; field: FieldRename }[]>();
  for (const [declaration, field] of fields) {
    const file = declaration.getSourceFile();
    const from = declaration.getSymbol()?.getName();
    if (from === undefined || from === field.to || !generatorOf(file.getFullText())) continue;
    const list = renamed.get(file.getFilePath()) ?? [];
    if (!list.some((r) => r.from === from)) list.push({ from, field });
    renamed.set(file.getFilePath(), list);
  }
  if (renamed.size === 0) return [];
  const out: MockedClientTodo[] = [];
  for (const sourceFile of project.getSourceFiles()) {
    if (sourceFile.isInNodeModules() || sourceFile.isDeclarationFile()) continue;
    const text = sourceFile.getFullText();
    if (!/\b(?:jest|vi)\.(?:do)?[Mm]ock\s*\(/.test(text)) continue;
    sourceFile.forEachDescendant((node) => {
      if (!Node.isCallExpression(node) || !MOCKS.has(node.getExpression().getText())) return;
      const spec = node.getArguments()[0];
      if (!Node.isStringLiteral(spec) && !Node.isNoSubstitutionTemplateLiteral(spec)) return;
      const module = sourceFile
        .getImportDeclarations()
        .find((d) => d.getModuleSpecifierValue() === spec.getLiteralText())
        ?.getModuleSpecifierSourceFile();
      if (!module) return;
      // the module itself, or those it re-exports (a generated `index.ts`)
      const files = new Set([module.getFilePath()]);
      for (const declarations of module.getExportedDeclarations().values())
        for (const d of declarations) files.add(d.getSourceFile().getFilePath());
      const renames = [...files].flatMap((f) => renamed.get(f) ?? []);
      if (renames.length === 0) return;
      const shown = renames.slice(0, 6).map((r) => `${r.from} → ${r.field.to}`);
      out.push({
        node,
        changeId: renames[0]!.field.changeId,
        message: `this test mocks ${spec.getLiteralText()}, a generated client of this API whose models are renamed (${shown.join(', ')}${renames.length > 6 ? ', …' : ''}); the data its mocks answer with and the calls it expects are typed by nothing here: rename their fields as well`,
      });
    });
  }
  return out;
}
