import { Node, Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { declaredResponseType } from '../../src/types/declared-response.js';

const SOURCE = `
interface RecordList { data: { recordId: number }[] }
export const RecordsApiFp = function () {
  return {
    // typescript-axios: a promise of a request function answering an axios promise
    async getRecords(page?: number): Promise<(axios?: unknown, basePath?: string) => AxiosPromise<RecordList>> {
      return null!;
    },
    // a plain function returning the model itself says nothing about a request
    toList(): RecordList {
      return { data: [] };
    },
    async untyped() {
      return 1;
    },
  };
};
`;

function methodNamed(name: string): Node {
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
  const file = project.createSourceFile('api.ts', SOURCE);
  const found = file.getDescendants().find((n) => Node.isMethodDeclaration(n) && n.getName() === name);
  if (!found) throw new Error(`no method ${name}`);
  return found;
}

describe('the response a generated client operation declares', () => {
  it('is what the wrappers of its return type hold, read from their text (axios not installed)', () => {
    expect(declaredResponseType(methodNamed('getRecords'))?.getText()).toBe('RecordList');
  });

  it('is nothing for a function that returns a model without a wrapper, or declares no type', () => {
    expect(declaredResponseType(methodNamed('toList'))).toBeUndefined();
    expect(declaredResponseType(methodNamed('untyped'))).toBeUndefined();
  });
});
