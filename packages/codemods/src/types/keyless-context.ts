import { Node, type Type } from 'ts-morph';

/**
 * True when the type a literal is written against gives its keys no type: a parameter taking anything object-like
 * (Angular's `req.flush(body: Object | ArrayBuffer | …)`), whose members declare none of the literal's keys, or a
 * generic inferred from the literal itself (`adapter.setAll(rows, { ...state, types: [{ typeId: 1 }] })`, whose
 * contextual type is the object type of the literals written there). Such a literal is as untyped as one written alone.
 * A dictionary of strings (`form?: Record<string, string>`: a form's fields, headers, route params) is a type of the
 * app's own, not keyless: its keys are the app's names.
 */
export function keylessContext(literal: Node, contextual: Type): boolean {
  if (!Node.isObjectLiteralExpression(literal)) return false;
  const keys = literal
    .getProperties()
    .filter((p) => Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p))
    .map((p) => p.getName().replace(/^['"]|['"]$/g, ''));
  if (keys.length === 0) return false;
  const members = contextual.isUnion() ? contextual.getUnionTypes() : [contextual];
  if (members.some(isStringDictionary)) return false;
  if (members.every((member) => keys.every((key) => member.getProperty(key) === undefined))) return true;
  // a type inferred from literals of the file (this one and its neighbours in a list), not declared anywhere
  const declarations = members.flatMap((m) => m.getSymbol()?.getDeclarations() ?? []);
  return (
    declarations.length > 0 &&
    declarations.every(
      (d) => Node.isObjectLiteralExpression(d) && d.getSourceFile() === literal.getSourceFile(),
    )
  );
}

/** `Record<string, string>`, `{ [name: string]: string }`: string keys to strings, and no member of its own. */
function isStringDictionary(type: Type): boolean {
  const values = type.getStringIndexType();
  return values !== undefined && values.isString() && type.getProperties().length === 0;
}
