import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import workspace from './package-boundaries.js';

// RuleTester runs its cases as vitest tests (the hooks exist at run time; @types of eslint do not declare them).
Object.assign(RuleTester, { afterAll, describe, it });

const root = fileURLToPath(new URL('../', import.meta.url));
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = workspace.rules['package-boundaries'];

// Real folders of this workspace, so the rule reads the real package.json files.
const sandboxTest = `${root}packages/sandbox/test/example.test.ts`;
const proxySource = `${root}packages/proxy/src/example.ts`;
const checkerTest = `${root}packages/checker/test/example.test.ts`;

tester.run('package-boundaries', rule, {
  valid: [
    { filename: sandboxTest, code: "import { startSandbox } from '../src/index.js';" },
    { filename: sandboxTest, code: "import { createChangeMap } from '@compliance-migrate/rename-map';" },
    { filename: sandboxTest, code: "import { it } from 'vitest';" },
    { filename: sandboxTest, code: "import { readFile } from 'node:fs/promises'; import path from 'path';" },
    { filename: proxySource, code: "import { pino } from 'pino';" },
    { filename: proxySource, code: "import type { Sandbox } from '@compliance-migrate/sandbox';" },
    { filename: proxySource, code: "export { PROXY_ENV } from '@compliance-migrate/proxy/settings';" },
    {
      filename: checkerTest,
      code: "import { launchChromium } from '@compliance-migrate/sandbox/testing/browser';",
    },
    { filename: `${root}scripts/example.ts`, code: "import { x } from '../packages/cli/src/lib/x.js';" },
  ],
  invalid: [
    {
      filename: sandboxTest,
      code: "import { parseOverlayText } from '../../rename-map/src/overlay/load.js';",
      errors: [{ messageId: 'outOfPackage' }],
    },
    {
      filename: checkerTest,
      code: "const m = await import('../../sandbox/test/browser/launch.js');",
      errors: [{ messageId: 'outOfPackage' }],
    },
    {
      filename: proxySource,
      code: "import { main } from '@compliance-migrate/cli';",
      errors: [{ messageId: 'undeclared' }],
    },
    {
      filename: proxySource,
      code: "import { createServer } from 'some-undeclared-package';",
      errors: [{ messageId: 'undeclared' }],
    },
    {
      filename: proxySource,
      code: "import { startSandbox } from '@compliance-migrate/sandbox';",
      errors: [{ messageId: 'devOnly' }],
    },
    {
      filename: proxySource,
      code: "import { it } from 'vitest';",
      errors: [{ messageId: 'rootOnly' }],
    },
  ],
});
