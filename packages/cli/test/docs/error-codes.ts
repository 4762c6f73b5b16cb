import ts from 'typescript';
import { fileURLToPath } from 'node:url';

const tsconfig = fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url));

/** The codes a troubleshooting page documents: each `ERR_*` in backticks in the first cell of a table row. */
export function documentedCodes(markdown: string): Set<string> {
  const codes = new Set<string>();
  for (const line of markdown.split('\n')) {
    const cell = /^\|([^|]*)\|/.exec(line)?.[1];
    for (const [, code] of cell?.matchAll(/`(ERR_[A-Z0-9_]+)`/g) ?? []) codes.add(code!);
  }
  return codes;
}

/** A program of `files` with the workspace's compiler options, so imports between packages resolve as in `tsc`. */
export function workspaceProgram(files: string[]): ts.Program {
  return ts.createProgram(files, { ...compilerOptions(), noEmit: true });
}

function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  return parsed.options;
}
