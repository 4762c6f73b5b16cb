// Module hook (runs off the main thread): appends each bare specifier resolved to the file given at register().
import { appendFileSync } from 'node:fs';

let file;

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, next) {
  if (file && !/^(node:|\.|\/|file:)/.test(specifier)) appendFileSync(file, `${specifier}\n`);
  return next(specifier, context);
}
