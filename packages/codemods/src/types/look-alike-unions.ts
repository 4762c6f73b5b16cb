import { ts, type Project } from 'ts-morph';
import { inProject } from './plan-walk.js';

/**
 * The values of the literal unions the project writes itself that the run did not rename, holding a renamed value's
 * text: the app's own `z.enum(['REC_NAME', 'TYPE_NAME'])` or `type Column = 'REC_NAME' | 'OWNER'`. TypeScript
 * interns literal and union types, so a union of the same words is the very type of this API's: a use typed by such
 * a union may be the app's own data, and is left (a miss is better than a wrong edit).
 */
export function lookAlikeUnions(
  project: Project,
  renamedStarts: ReadonlySet<string>,
  texts: ReadonlySet<string>,
): ReadonlySet<string>[] {
  const out: ReadonlySet<string>[] = [];
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile)) continue;
    const content = sourceFile.getFullText();
    if (![...texts].some((t) => content.includes(t))) continue;
    const file = sourceFile.compilerNode;
    const path = sourceFile.getFilePath();
    const visit = (node: ts.Node): void => {
      const literals = unionLiterals(node);
      if (
        literals &&
        literals.some((l) => texts.has(l.text)) &&
        !literals.some((l) => renamedStarts.has(literalKey(path, l.getStart(file))))
      )
        out.push(new Set(literals.map((l) => l.text)));
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return out;
}

/** The key `lookAlikeUnions` matches a renamed literal with: its file and start. */
export function literalKey(path: string, start: number): string {
  return `${path}:${start}`;
}

/** Whether every value of a use's type (its union's values, or an object's keys) is one of a look-alike's. */
export function withinLookAlike(
  values: readonly string[],
  lookAlikes: readonly ReadonlySet<string>[],
): boolean {
  return values.length > 0 && lookAlikes.some((l) => values.every((v) => l.has(v)));
}

/** The string literals of a union of literal types (`'A' | 'B'`) or of an enum schema (`z.enum(['A', 'B'])`). */
function unionLiterals(node: ts.Node): ts.StringLiteral[] | undefined {
  if (ts.isUnionTypeNode(node)) {
    const literals = node.types.flatMap((t) =>
      ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? [t.literal] : [],
    );
    return literals.length === node.types.length ? literals : undefined;
  }
  if (!ts.isCallExpression(node)) return undefined;
  const callee = node.expression;
  let array = node.arguments[0];
  if (array && ts.isAsExpression(array)) array = array.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'enum') return undefined;
  if (!array || !ts.isArrayLiteralExpression(array)) return undefined;
  const literals = array.elements.filter(ts.isStringLiteral);
  return literals.length === array.elements.length ? literals : undefined;
}
