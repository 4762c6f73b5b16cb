import { Node, type Project } from 'ts-morph';
import { inProject } from './plan-walk.js';

/** A renamed field's declaration (a schema's entry), its new name and the change. */
export interface MaskedField {
  declaration: Node;
  to: string;
  changeId: string;
}

/** Schema methods whose argument is a mask of the shape's keys: `Row.pick({ recordName: true })`. */
const MASK_METHODS = new Set(['pick', 'omit', 'partial', 'required']);
/** A file whose text calls one of them: the others are not walked (a walk wraps every node of the file). */
const MASK_CALL = /\.\s*(?:pick|omit|partial|required)\s*\(/;

/**
 * The keys of a runtime schema's key mask (`RecordSchema.pick({ recordName: true })`, `.omit({ typeId: true })`)
 * that name a renamed entry of the schema's shape: the language service does not rename them with the entry (the
 * mask's type is mapped over the shape's keys), and the compiler rejects the old name once the entry is renamed.
 */
export function schemaMaskKeys(
  project: Project,
  fields: readonly MaskedField[],
): { key: Node; field: MaskedField }[] {
  const byNode = new Map(fields.map((f) => [f.declaration.compilerNode, f]));
  const names = new Set(fields.map((f) => (f.declaration as Node & { getName?(): string }).getName?.()));
  const out: { key: Node; field: MaskedField }[] = [];
  if (byNode.size === 0) return out;
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile) || !MASK_CALL.test(sourceFile.getFullText())) continue;
    sourceFile.forEachDescendant((node) => {
      if (!Node.isCallExpression(node)) return;
      const callee = node.getExpression();
      const mask = node.getArguments()[0];
      if (!Node.isPropertyAccessExpression(callee) || !MASK_METHODS.has(callee.getName())) return;
      if (!Node.isObjectLiteralExpression(mask)) return;
      const keys = mask.getProperties().filter((p) => Node.isPropertyAssignment(p) && names.has(keyName(p)));
      if (keys.length === 0) return;
      const receiver = callee.getExpression();
      const shape = receiver.getType().getProperty('shape')?.getTypeAtLocation(receiver);
      if (!shape) return;
      for (const key of keys) {
        if (!Node.isPropertyAssignment(key)) continue;
        const entry = shape.getProperty(keyName(key));
        const field = entry
          ?.getDeclarations()
          .map((d) => byNode.get(d.compilerNode))
          .find((f) => f);
        if (field) out.push({ key: key.getNameNode(), field });
      }
    });
  }
  return out;
}

/** A mask member's key as written, without quotes (`'recordCode': true` → `recordCode`). */
function keyName(member: Node): string {
  const name = Node.isPropertyAssignment(member) ? member.getNameNode() : undefined;
  if (Node.isStringLiteral(name)) return name.getLiteralText();
  return name?.getText() ?? '';
}
