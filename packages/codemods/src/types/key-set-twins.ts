import { ts, type Project } from 'ts-morph';
import { inProject } from './plan-walk.js';

/**
 * The types of the project declaring exactly a set of member names, found on the compiler's tree. A literal typed
 * as "one of these keys" cannot tell two such types apart (`keyof` gives only the names), so when a type of the
 * app's own declares the same names as the type of this API's field, the literal may be either's: it is left.
 */
export class KeySetTwins {
  private owners: Map<string, ts.Node[]> | undefined;

  constructor(private readonly project: Project) {}

  /** Whether a declaration other than `owners` (interfaces, type literals, classes) declares exactly `keys`. */
  hasOther(keys: ReadonlySet<string>, owners: ReadonlySet<ts.Node>): boolean {
    const found = this.index().get(keyOf([...keys])) ?? [];
    return found.some((node) => !owners.has(node));
  }

  private index(): Map<string, ts.Node[]> {
    if (this.owners) return this.owners;
    const owners = new Map<string, ts.Node[]>();
    const visit = (node: ts.Node): void => {
      const members = memberNames(node);
      if (members) {
        const key = keyOf(members);
        owners.set(key, [...(owners.get(key) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    };
    for (const sourceFile of this.project.getSourceFiles())
      if (inProject(sourceFile)) visit(sourceFile.compilerNode);
    this.owners = owners;
    return owners;
  }
}

/** The names an interface, type literal or class declares itself (undefined for other nodes, or a computed name). */
function memberNames(node: ts.Node): string[] | undefined {
  const members: readonly (ts.TypeElement | ts.ClassElement)[] | undefined =
    ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node) || ts.isClassDeclaration(node)
      ? node.members
      : undefined;
  if (!members) return undefined;
  const names: string[] = [];
  for (const member of members) {
    if (!member.name) continue;
    if (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) names.push(member.name.text);
    else return undefined;
  }
  return names.length > 1 ? names : undefined;
}

function keyOf(names: readonly string[]): string {
  return [...new Set(names)].sort().join('\0');
}
