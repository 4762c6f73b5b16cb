import { Node, type CallExpression, type Type } from 'ts-morph';
import { untypedResultDeclaredAs } from './cast-result.js';

/**
 * A call answering an object whose body is read as text (`getContentText`, Apps Script's `HTTPResponse`): the body is
 * not that object but `JSON.parse(res.getContentText())`, whose type is `any`, so the type the code gives it where it
 * lands is the body's: `const page: Page<Row> = JSON.parse(res.getContentText())`, `JSON.parse(…) as Page<Row>`,
 * read from the call itself or from the variable holding it (the first such read is taken). `{ type: undefined }`
 * when the code gives none (the response's TODO stays); undefined for a call answering anything else.
 */
export function contentTextBody(call: CallExpression): { type: Type | undefined } | undefined {
  if (!call.getType().getProperty('getContentText')) return undefined;
  const inline = parsedText(call);
  if (inline) return { type: untypedResultDeclaredAs(inline) };
  const declaration = call.getParent();
  const name = Node.isVariableDeclaration(declaration) ? declaration.getNameNode() : undefined;
  if (!Node.isIdentifier(name)) return { type: undefined };
  for (const reference of name.findReferencesAsNodes()) {
    const parsed = parsedText(reference);
    const declared = parsed && untypedResultDeclaredAs(parsed);
    if (declared) return { type: declared };
  }
  return { type: undefined };
}

/** `JSON.parse(x.getContentText())` around `x`, or undefined. */
function parsedText(node: Node): CallExpression | undefined {
  const access = node.getParent();
  if (!Node.isPropertyAccessExpression(access) || access.getName() !== 'getContentText') return undefined;
  const read = access.getParent();
  const parse = read?.getParent();
  if (!Node.isCallExpression(read) || !Node.isCallExpression(parse)) return undefined;
  if (parse.getExpression().getText() !== 'JSON.parse' || parse.getArguments()[0] !== read) return undefined;
  return parse;
}
