import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { TEST_FILE, testFileLiterals } from '../../src/types/test-file-literals.js';

describe('the object literals of test files', () => {
  const project = new Project({ useInMemoryFileSystem: true });
  project.createSourceFile(
    '/app/src/rows.test.ts',
    "const row = { recordId: 1, nested: { recordName: 'x' } };\n",
  );
  project.createSourceFile('/app/test/stubs.ts', 'export const stub = { recordId: 2 };\n');
  project.createSourceFile('/app/src/rows.ts', 'export const row = { recordId: 3 };\n'); // not a test
  project.createSourceFile('/app/src/other.spec.ts', 'export const other = { width: 3 };\n'); // names no word

  it('gives every literal, nested ones too, of the test files naming a word; other files are not walked', () => {
    const found = testFileLiterals(project, ['recordId']).map((l) => l.getText());
    expect(found).toEqual([
      "{ recordId: 1, nested: { recordName: 'x' } }",
      "{ recordName: 'x' }",
      '{ recordId: 2 }',
    ]);
    expect(testFileLiterals(project, [])).toEqual([]);
    expect(testFileLiterals(project, ['width']).map((l) => l.getText())).toEqual(['{ width: 3 }']);
  });

  it('tells test files by name or folder', () => {
    for (const file of ['a.test.ts', 'a.spec.jsx', 'src/__tests__/a.ts', 'pkg/tests/a.mjs', 'test/a.ts'])
      expect(TEST_FILE.test(`/app/${file}`), file).toBe(true);
    for (const file of ['src/a.ts', 'src/testing.ts', 'src/contest/a.ts'])
      expect(TEST_FILE.test(`/app/${file}`), file).toBe(false);
  });
});
