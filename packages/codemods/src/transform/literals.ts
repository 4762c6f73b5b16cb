import type { AstNode } from './node-types.js';
import { startOf } from './parser.js';

/** A plan's new value as plain text: the change map keeps string values as JSON text, ready to splice into JSON. */
export function plainValue(value: string): string {
  if (!value.startsWith('"')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : value;
  } catch {
    return value;
  }
}

/** `text` as a string literal with the quote `node` used (single quote when it had none, as for identifiers). */
export function quoteLike(source: string, node: AstNode, text: string): string {
  const first = source[startOf(node)];
  const quote = first === '"' || first === "'" || first === '`' ? first : "'";
  let escaped = text
    .replace(/\\/g, '\\\\')
    .split(quote)
    .join('\\' + quote);
  if (quote === '`') escaped = escaped.replace(/\$\{/g, '\\${');
  return quote + escaped + quote;
}
