import type { AstNode } from '../transform/node-types.js';

/**
 * The type name a parameter is annotated with (`http: HttpClient` → `HttpClient`), for the nearest function
 * around a node that takes a parameter `name`; undefined when it has no plain type reference. Lets a call on a
 * parameter (`http.get(…)` in `function listItems(http: HttpClient)`) reach the project's own class.
 */
export function parameterTypeName(name: string, parents: readonly AstNode[]): string | undefined {
  for (let i = parents.length - 1; i >= 0; i--) {
    const fn = parents[i];
    if (
      fn?.type !== 'ArrowFunctionExpression' &&
      fn?.type !== 'FunctionExpression' &&
      fn?.type !== 'FunctionDeclaration' &&
      fn?.type !== 'ClassMethod'
    )
      continue;
    for (const param of fn.params) {
      const id = param.type === 'TSParameterProperty' ? param.parameter : param;
      const plain = id.type === 'AssignmentPattern' ? id.left : id;
      if (plain.type !== 'Identifier' || plain.name !== name) continue;
      const annotation = plain.typeAnnotation;
      if (annotation?.type !== 'TSTypeAnnotation') return undefined;
      const type = annotation.typeAnnotation;
      return type.type === 'TSTypeReference' && type.typeName.type === 'Identifier'
        ? type.typeName.name
        : undefined;
    }
  }
  return undefined;
}
