import { Node, ts, type Expression, type Project, type SourceFile } from 'ts-morph';
import { wrapNode } from './compiler-nodes.js';
import { isOwnInputSchemaEntry } from './own-input-schema.js';
import { inProject, type FieldRename } from './plan-walk.js';

/**
 * Keys of object literals written without a type that reach a renamed field only later: `form = ref({ recordName:
 * '' })` (or `reactive({ … })`, a `const` holding the object) given as `store.save(form.value)` where
 * `save(input: RecordInput)` declares `recordName`. The argument's property comes from the literal and the
 * parameter's from the renamed declaration, so the literal's key is renamed too (the language service's rename of
 * it then reaches every read and every literal its type gives). Only arguments that are not literals themselves
 * (a literal written in the call is typed by the parameter already), in files that mention a renamed name; a key
 * also given where another type declares its name is left, and so is a key of a schema validating the app's own
 * input (`types/own-input-schema.ts`).
 */
export function untypedLiteralFields(
  project: Project,
  fields: ReadonlyMap<Node, FieldRename>,
): { name: Node; field: FieldRename }[] {
  const byName = new Map<string, Map<Node, FieldRename>>();
  for (const [declaration, field] of fields) {
    if (field.toMany) continue;
    if (!Node.hasName(declaration)) continue;
    const name = declaration.getName();
    byName.set(name, (byName.get(name) ?? new Map()).set(declaration, field));
  }
  const out: { name: Node; field: FieldRename }[] = [];
  if (byName.size === 0) return out;
  const found = new Map<Node, { name: Node; field: FieldRename }>();
  // keys also given where another type declares the name (`saveLead(draft)` of a CRM's `{ recordName }`): renaming
  // them would break that call, so they are left (the type-check then reports the call of this API)
  const shared = new Set<Node>();
  const mentions = new RegExp(`\\b(${[...byName.keys()].join('|')})\\b`);
  for (const sourceFile of project.getSourceFiles()) {
    if (!inProject(sourceFile) || sourceFile.isDeclarationFile() || !mentions.test(sourceFile.getFullText()))
      continue;
    // the calls' arguments found on the compiler's tree, and only those wrapped: walking ts-morph's wrappers of
    // every node cost a 2,000-file project ~0.5 s of its ~3
    for (const argument of nameArguments(sourceFile)) {
      const target = argument.getContextualType();
      if (!target) continue;
      for (const [name, declared] of byName) {
        const targets = target.getProperty(name)?.getDeclarations() ?? [];
        const sources = argument.getType().getProperty(name)?.getDeclarations() ?? [];
        // a generic parameter inferred from the argument (`structuredClone(draft)`) declares nothing of its own
        if (targets.every((d) => sources.includes(d))) continue;
        const field = targets.map((d) => declared.get(d)).find((f) => f !== undefined);
        for (const source of sources) {
          if (!(Node.isPropertyAssignment(source) || Node.isShorthandPropertyAssignment(source))) continue;
          if (!Node.isObjectLiteralExpression(source.getParent()) || !inProject(source)) continue;
          if (fields.has(source)) continue;
          // a schema's key validating the app's own input (`parseData(Payload, request.data)`): the app's name
          if (isOwnInputSchemaEntry(source)) continue;
          if (!field) shared.add(source);
          else if (!found.has(source)) found.set(source, { name: source.getNameNode(), field });
        }
      }
    }
  }
  for (const [source, key] of found) if (!shared.has(source)) out.push(key);
  return out;
}

/** The arguments of the file's calls written as a name or a property access (`save(form.value)`), wrapped. */
function nameArguments(sourceFile: SourceFile): Expression[] {
  const out: Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node))
      for (const argument of node.arguments)
        if (ts.isIdentifier(argument) || ts.isPropertyAccessExpression(argument)) {
          const wrapped = wrapNode(sourceFile, argument);
          if (Node.isExpression(wrapped)) out.push(wrapped);
        }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile.compilerNode);
  return out;
}
