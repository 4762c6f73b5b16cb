import { describe, expect, it } from 'vitest';
import { isReactAdminFetchJson } from '../../src/transform/react-admin-fetch.js';
import { parse } from '../../src/transform/parser.js';

/** The callee of the last statement's call, and the program. */
const calleeIn = (code: string) => {
  const program = parse(code, 'ts').program;
  const last = program.body[program.body.length - 1];
  if (last?.type !== 'ExpressionStatement' || last.expression.type !== 'CallExpression')
    throw new Error(code);
  return { callee: last.expression.callee, program };
};

/** react-admin's `fetchUtils.fetchJson(url, options)` is fetch (transform/react-admin-fetch.ts). */
describe("react-admin's fetchUtils.fetchJson (transform/react-admin-fetch.ts)", () => {
  it('is fetchUtils imported from react-admin or ra-core, also renamed', () => {
    for (const code of [
      "import { fetchUtils } from 'react-admin';\nfetchUtils.fetchJson('/records');",
      "import { fetchUtils } from 'ra-core';\nfetchUtils.fetchJson(url, { method: 'PUT' });",
      "import { Admin, fetchUtils as ra } from 'react-admin';\nra.fetchJson(url);",
    ]) {
      const { callee, program } = calleeIn(code);
      expect(isReactAdminFetchJson(callee, program), code).toBe(true);
    }
  });

  it('leaves an object of the app’s own named fetchUtils, another method, another package', () => {
    for (const code of [
      "const fetchUtils = { fetchJson: (u: string) => u };\nfetchUtils.fetchJson('/records');",
      "import { fetchUtils } from 'react-admin';\nfetchUtils.createHeadersFromOptions({});",
      "import { fetchUtils } from './utils';\nfetchUtils.fetchJson('/records');",
      "import { fetchUtils } from 'react-admin';\nfetchJson('/records');",
    ]) {
      const { callee, program } = calleeIn(code);
      expect(isReactAdminFetchJson(callee, program), code).toBe(false);
    }
  });
});
