import { Project, ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { diagnosticKey } from '../../src/types/diagnostic-key.js';

/** The errors of `text` as the compiler gives them (default libs, with the DOM's `navigator`). */
function errors(text: string): readonly ts.Diagnostic[] {
  const project = new Project({
    useInMemoryFileSystem: false,
    compilerOptions: { noEmit: true, lib: ['lib.esnext.d.ts', 'lib.dom.d.ts'] },
  });
  const file = project.createSourceFile('/virtual/a.ts', text);
  return project.getProgram().compilerObject.getSemanticDiagnostics(file.compilerNode);
}

describe('the key comparing compiler errors before and after a run', () => {
  it('is the same for an unresolved name with and without a spelling suggestion, which the compiler gives only to the first few', () => {
    const suggested = errors('navigateTo("/records");\n').find((d) => d.code === 2552)!;
    expect(ts.flattenDiagnosticMessageText(suggested.messageText, ' ')).toContain(
      "Did you mean 'navigator'?",
    );
    // a dozen unresolved names before it use up the compiler's suggestions
    const names = Array.from({ length: 12 }, (_, i) => `unknownName${i}();`).join('\n');
    const plain = errors(`${names}\nnavigateTo("/records");\n`)
      .filter((d) => d.code === 2304)
      .at(-1)!;
    expect(ts.flattenDiagnosticMessageText(plain.messageText, ' ')).toBe("Cannot find name 'navigateTo'.");
    expect(diagnosticKey(suggested)).toBe(diagnosticKey(plain));
  });

  it('still tells different names, and a missing property from a missing name', () => {
    const [a, b] = errors('navigateTo("/a");\nnavigateToo("/b");\n');
    expect(diagnosticKey(a!)).not.toBe(diagnosticKey(b!));
    const [property] = errors('const o = { navigateTo: 1 };\no.navigateT;\n');
    expect(property!.code).toBe(2551);
    expect(diagnosticKey(property!)).toBe(
      "2339:Property 'navigateT' does not exist on type '{ navigateTo: number; }'.",
    );
  });
});
