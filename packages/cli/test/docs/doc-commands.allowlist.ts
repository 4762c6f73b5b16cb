/**
 * Commands of README.md and docs/*.md that the docs test does not run as a step, keyed by the command on one line
 * (`DocCommand.key`). Any other command must run and exit 0; an entry whose command left the docs fails the test.
 */
export const NOT_RUN: Readonly<Record<string, string>> = {
  'npm install -g pnpm@10 && pnpm install && pnpm exec compliance-migrate demo':
    'installs pnpm globally and the workspace; scripts/fresh-clone-check.sh runs it in a fresh clone (the demo alone runs here, from the README)',
  'pnpm test': 'the whole test suite, this test included',
  'export COMPLIANCE_CLIENT_SECRET=…': "a placeholder for the user's secret from a CI store",
  'export COMPLIANCE_PASSWORD=…': "a placeholder for the user's secret from a CI store",
  'pnpm exec compliance-migrate login --issuer https://idp.example.com/auth --client-id ci-client --username ci-bot':
    "the user's identity provider (the same command against the sandbox runs from docs/auth.md)",
  'pnpm exec compliance-migrate login --issuer https://idp.example.com/auth --client-id my-client --client-secret-env MY_CLIENT_SECRET --browser':
    "the user's identity provider and a person at a browser (packages/cli/test/commands covers --browser against the sandbox)",
  'git switch -c migrate-api-v6': "a step in the user's own repository",
  'pnpm exec compliance-migrate codemod src --from 4 --to 6 --dry --print':
    "the user's own sources (the README's codemod example runs on fixtures/demo/v4-client)",
  'pnpm exec compliance-migrate codemod src --from 4 --to 6 --api-host api.example.com --overlay compliance-overlay.yaml --json codemod-report.json':
    "the user's own sources and overlay",
  'git diff': "a step in the user's own repository",
  'pnpm exec compliance-migrate map validate my-overlay.yaml':
    "the user's own overlay (the README validates fixtures/maps/sandbox.yaml)",
  'pnpm exec compliance-migrate map show --from 4 --to 6 --overlay my-overlay.yaml':
    "the user's own overlay (the README shows the built-in map)",
  'pnpm exec compliance-migrate proxy --upstream https://compliance.example.com/api/v6 --upstream-version 6 --client-version 4 --listen 127.0.0.1:8080 --overlay maps/ours.yaml':
    "the user's own service and overlay (the same command against the sandbox runs from docs/proxy.md)",
  'docker build -f deploy/Dockerfile -t compliance-migrate-proxy .':
    'needs a Docker daemon and base images from a registry',
  'docker run --rm -p 8080:8080 -e COMPLIANCE_MIGRATE_UPSTREAM=https://compliance.example.com/api/v6 -e COMPLIANCE_MIGRATE_UPSTREAM_VERSION=6 -e COMPLIANCE_MIGRATE_CLIENT_VERSION=4 -v "$PWD/maps:/maps:ro" -e COMPLIANCE_MIGRATE_OVERLAYS=/maps/ours.yaml compliance-migrate-proxy':
    "needs a Docker daemon, the image above and the user's service",
  'kubectl apply -k deploy/kubernetes/': 'needs a Kubernetes cluster',
  'npm install --save-dev /path/to/this/checkout/dist-packages/*.tgz':
    "into the user's own project from their checkout's path; scripts/install-check.sh installs the packed tarballs with npm into a fresh project and runs the CLI from there",
  'npx compliance-migrate codemod . --from 5 --to 6 --overlay your-overlay.yaml':
    "the user's own monorepo and overlay, from an install (packages/codemods/test/project/trial-mono.test.ts runs the codemod at the root of a monorepo fixture)",
  'npx compliance-migrate codemod src --from 4 --to 6 --overlay your-overlay.yaml':
    "the user's own sources and overlay, from an install (scripts/install-check.sh runs codemod from one on a project of its own)",
  'npx jscodeshift -t node_modules/@compliance-migrate/codemods/dist/jscodeshift/transform.cjs --extensions=js,jsx,mjs,cjs,ts,mts,cts,tsx --from=4 --to=6 --overlay=compliance-overlay.yaml src':
    "the user's own sources and overlay, from an install; packages/codemods/test/jscodeshift/transformer.test.ts runs the jscodeshift bin with the built transform on every fixtures/clients case",
  'npx compliance-migrate guide --from 4 --to 6 --overlay your-overlay.yaml > MIGRATION.md':
    'from an install (scripts/install-check.sh runs guide from one; packages/cli/test covers the command)',
  'NODE_EXTRA_CA_CERTS=./sandbox-ca.pem pnpm exec compliance-migrate login --issuer https://127.0.0.1:5443/auth …':
    'its other arguments are elided (…); the full login runs from docs/auth.md, and over TLS in packages/auth/test/tls.test.ts',
  'pnpm exec compliance-migrate sandbox --port 5080 --any-loopback-port':
    'the sandbox above, started again with a looser redirect check on the same port; packages/cli/test/commands/sandbox tests the flag',
};

/**
 * Servers the docs start and leave running: the test starts each once (in this order), waits for the line that
 * says it listens, runs every page's other commands against them, then stops them with Ctrl-C (SIGINT).
 */
export const LONG_RUNNING: Readonly<Record<string, RegExp>> = {
  'pnpm exec compliance-migrate sandbox --port 5080': /Sandbox running at http:\/\/127\.0\.0\.1:5080/,
  'pnpm exec compliance-migrate sandbox --port 5443 --tls --ca-file ./sandbox-ca.pem':
    /Sandbox running at https:\/\/127\.0\.0\.1:5443/,
  'pnpm exec compliance-migrate proxy --upstream http://127.0.0.1:5080/api/v6 --upstream-version 6 --client-version 4 --listen 127.0.0.1:8080 --overlay fixtures/maps/sandbox.yaml':
    /listening on http:\/\/127\.0\.0\.1:8080/,
};

/** Commands that run as written but end with another status than 0, on purpose; the test expects that status. */
export const EXPECTED_EXIT: Readonly<Record<string, { exit: number; reason: string }>> = {
  'pnpm exec compliance-migrate check --scenario fixtures/scenarios/sandbox-v4-v5-bare.yaml --format json --output report.json':
    {
      exit: 1,
      reason:
        'the bare scenario has no overlay, so v5 differs from v4 (exit 1) in the ways `map infer` then proposes; the report is written all the same',
    },
};

/**
 * Pages whose code blocks stand alone (each sets the variables it uses), so the test runs each block in a shell of
 * its own, concurrently. Every other page runs in one shell, top to bottom, as a reader would type it.
 */
export const INDEPENDENT_BLOCKS: ReadonlySet<string> = new Set(['README.md']);
