import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A curried wrapper (`project/wrappers.ts`, `ofCurried`): a function returning the function that sends, called as
 * `f(a)(path, body)` or given its first arguments once (`const post = request('POST')`). The fp-ts trial writes
 * `getJson(codec)(url)` with arrows; this one is written with `function` declarations, the method curried first. A
 * curried function that sends nothing (`label('see ')('/records')`) is no request.
 */
const CLIENT = `const API = 'https://compliance.example.com/api/v4';

function requester(method: string) {
  return function (path: string, payload?: unknown) {
    return fetch(API + path, { method, body: payload === undefined ? undefined : JSON.stringify(payload) });
  };
}

export const allRecords = () => requester('GET')('/records');
const post = requester('POST');
export const raise = () => post('/hazards/complianceItem', { itemId: 3, hazardName: 'Spill', riskLevel: 'high' });

const label = (prefix: string) => (path: string) => \`\${prefix}\${path}\`;
export const shown = () => label('see ')('/records');
`;

describe('a curried wrapper', () => {
  it('is read as the request it makes, its method from the first call, its body from the second', () =>
    migrateSmallProject(
      'curried-wrapper-',
      { 'src/client.ts': CLIENT },
      { from: 4, to: 6, typecheck: false },
      async (dir) => {
        const out = await readFile(join(dir, 'src/client.ts'), 'utf8');
        expect(out).toContain("requester('GET')('/categories')");
        expect(out).toContain(
          "post('/hazards/complianceItem', { itemId: 3, title: 'Spill', severity: 'high' })",
        );
        expect(out).toContain("label('see ')('/records')");
      },
    ));
});
