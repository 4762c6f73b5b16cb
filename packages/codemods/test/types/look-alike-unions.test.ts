import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { literalKey, lookAlikeUnions, withinLookAlike } from '../../src/types/look-alike-unions.js';

describe('lookAlikeUnions', () => {
  it("is the app's own unions and enum schemas holding a renamed value's text, not the renamed ones", () => {
    const project = new Project({ useInMemoryFileSystem: true });
    const text = [
      "const HeaderId = z.enum(['REC_NAME', 'TYPE_NAME']);",
      "const Column = z.enum(['REC_NAME', 'OWNER'] as const);",
      "type Kind = 'REC_NAME' | 'TYPE_NAME';",
      "type Other = 'A' | 'B';",
      "type Mixed = 'REC_NAME' | number;",
      '',
    ].join('\n');
    const file = project.createSourceFile('/src/a.ts', text);
    const renamed = new Set([literalKey(file.getFilePath(), text.indexOf("'REC_NAME'"))]);
    const found = lookAlikeUnions(project, renamed, new Set(['REC_NAME'])).map((s) => [...s]);
    expect(found).toEqual([
      ['REC_NAME', 'OWNER'],
      ['REC_NAME', 'TYPE_NAME'],
    ]);
  });
});

describe('withinLookAlike', () => {
  it('is true when every value is one look-alike’s, false for none or for a value outside', () => {
    const lookAlikes = [new Set(['REC_NAME', 'TYPE_NAME'])];
    expect(withinLookAlike(['REC_NAME'], lookAlikes)).toBe(true);
    expect(withinLookAlike(['TYPE_NAME', 'REC_NAME'], lookAlikes)).toBe(true);
    expect(withinLookAlike(['REC_NAME', 'COMMENT'], lookAlikes)).toBe(false);
    expect(withinLookAlike([], lookAlikes)).toBe(false);
  });
});
