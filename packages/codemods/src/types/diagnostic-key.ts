import { ts } from 'ts-morph';

/**
 * Codes whose message is another code's with a spelling suggestion added: the compiler suggests only for the first
 * few unresolved names it meets in a program, so the same error reads either way depending on what it checked first.
 */
const WITH_SUGGESTION: ReadonlyMap<number, number> = new Map([
  [2552, 2304], // Cannot find name 'x'. Did you mean 'y'?
  [2551, 2339], // Property 'x' does not exist on type 'T'. Did you mean 'y'?
]);

/**
 * What makes two compiler errors the same error, before and after a run: the code and the message, with a spelling
 * suggestion left out (`Cannot find name 'navigateTo'. Did you mean 'navigator'?` is `Cannot find name 'navigateTo'.`).
 */
export function diagnosticKey(d: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
  const plain = WITH_SUGGESTION.get(d.code);
  if (plain === undefined) return `${d.code}:${message}`;
  return `${plain}:${message.replace(/ Did you mean '[^']*'\?$/, '')}`;
}
