import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject } from '../helpers.js';

/**
 * A test's expected URL read from the `Request` a client such as ky hands the stubbed `fetch`
 * (`transform/request-url.ts`): `(stub.firstCall.args[0] as Request).url`, or `.url` of a name holding it, is that
 * request's URL and is rewritten with it. Written otherwise than the XState trial's (sinon's `firstCall.args` read
 * inline, a string expected); the `url` of another object (the page's own location) is left.
 */
const files: Record<string, string> = {
  'src/client.test.ts': [
    "import sinon from 'sinon';",
    "import { expect, it } from 'vitest';",
    "import { listRecords } from './client';",
    '',
    "it('lists the records of the first page', async () => {",
    "  const fetchStub = sinon.stub(globalThis, 'fetch').resolves(new Response('{\"data\":[]}'));",
    '  await listRecords(1);',
    '  const sent = fetchStub.firstCall.args[0] as Request;',
    "  expect((fetchStub.firstCall.args[0] as Request).url).toContain('/records?page=1');",
    "  expect(sent.url).toContain('/api/v4/records?page=1');",
    "  expect(document.location.href).toBe('https://app.example.com/records');",
    '});',
    '',
  ].join('\n'),
};

describe("a test's expected URL of the Request a stubbed fetch was handed", () => {
  it('is rewritten as the request it was; the url of another object stays', async () => {
    await migrateSmallProject('request-url-', files, { from: 4, to: 6 }, async (dir) => {
      const test = await readFile(join(dir, 'src/client.test.ts'), 'utf8');
      expect(test).toContain(
        "expect((fetchStub.firstCall.args[0] as Request).url).toContain('/categories?page=1');",
      );
      expect(test).toContain("expect(sent.url).toContain('/api/v4/categories?page=1');");
      expect(test).toContain("expect(document.location.href).toBe('https://app.example.com/records');");
      const again = await rerunSmallProject(dir);
      expect(again.summary.changed).toBe(0);
    });
  }, 60_000);
});
