/**
 * Warnings printed by libraries that a user of the CLI cannot act on. oidc-provider warns about the runtime on
 * Node 20 and about its in-memory adapter: the sandbox is a local emulator, so both are expected (docs/sandbox.md).
 */
const EXPECTED = [
  /^oidc-provider WARNING: Unsupported runtime\b/,
  /^oidc-provider WARNING: a quick start development-only in-memory adapter\b/,
];

/** True when `--debug` was given or `DEBUG` is set: every warning is shown then. */
export function debugRequested(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return argv.includes('--debug') || Boolean(env.DEBUG);
}

/**
 * Drops the expected third-party warnings from `console.warn` until the returned function is called. Lines are
 * matched without terminal colours; anything else passes through unchanged.
 */
export function hideExpectedWarnings(): () => void {
  const original = console.warn;
  console.warn = (...args: unknown[]): void => {
    // eslint-disable-next-line no-control-regex
    const text = typeof args[0] === 'string' ? args[0].replace(/\u001b\[[\d;]*m/g, '') : '';
    if (EXPECTED.some((pattern) => pattern.test(text))) return;
    original.apply(console, args);
  };
  return () => {
    console.warn = original;
  };
}
