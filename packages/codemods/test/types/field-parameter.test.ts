import { Node, Project, SyntaxKind } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { fieldParameter } from '../../src/types/field-parameter.js';

const source = [
  'export interface Answer { headerId: string; code: string }',
  'export function label(headerId: string) { return headerId; }',
  'const short = (code: string) => code;',
  'declare const a: Answer;',
  'label(a.headerId);',
  'label(a.headerId);',
  'short(a.headerId);',
  'short(a.code);',
  '',
].join('\n');

/** The parameter a field read is handed to, when every call of the function hands it that field. */
describe('fieldParameter', () => {
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
  const file = project.createSourceFile('/src/answers.ts', source);
  const declaration = file.getInterfaceOrThrow('Answer').getPropertyOrThrow('headerId');
  project.createSourceFile(
    '/src/view.ts',
    "import { label as labelOf, type Answer } from './answers';\ndeclare const b: Answer;\nexport const x = labelOf(b.headerId);\n",
  );
  const calls = file.getDescendantsOfKind(SyntaxKind.CallExpression);
  const access = (i: number) => calls[i]!.getArguments()[0]!;

  it('is the parameter when every call, also in a module importing it under another name, hands it the field', () => {
    const parameter = fieldParameter(calls[0]!, access(0), declaration);
    expect(parameter && Node.isIdentifier(parameter) ? parameter.getText() : undefined).toBe('headerId');
  });

  it('is undefined when another call hands the function something else', () => {
    expect(fieldParameter(calls[2]!, access(2), declaration)).toBeUndefined();
  });

  it("follows the calls into the modules importing the function: another type's field there is something else", () => {
    const other = new Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
    const answers = other.createSourceFile('/src/answers.ts', source);
    other.createSourceFile(
      '/src/view.ts',
      "import { label } from './answers';\nexport const y = (a: { headerId: string }) => label(a.headerId);\n",
    );
    const headerId = answers.getInterfaceOrThrow('Answer').getPropertyOrThrow('headerId');
    const first = answers.getDescendantsOfKind(SyntaxKind.CallExpression)[0]!;
    expect(fieldParameter(first, first.getArguments()[0]!, headerId)).toBeUndefined();
  });
});
