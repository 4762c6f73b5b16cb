import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.js';

// What a person sees for a command that does not exist, a misspelt one, or a command run without its paths.
describe('unknown commands and missing paths', () => {
  const usage = async (argv: string[]): Promise<string> => {
    const { code, stdout, stderr } = await runCli(argv);
    expect(code, stderr).toBe(2);
    expect(stdout).toBe('');
    return stderr;
  };

  it('names a command that does not exist as a command, with the list of commands', async () => {
    expect(await usage(['frobnicate'])).toBe(
      'compliance-migrate: Unknown command "frobnicate"; the commands are check, codemod, demo, guide, login, ' +
        'map, proxy, sandbox, translate (`compliance-migrate --help`).\nRun with --help for usage.\n',
    );
    expect(await usage(['map', 'frobnicate'])).toBe(
      'compliance-migrate: Unknown command "map frobnicate"; the commands of map are show, validate, infer ' +
        '(`compliance-migrate map --help`).\nRun with --help for usage.\n',
    );
  });

  it('says which word was misspelt before the closest command', async () => {
    expect(await usage(['codmod', 'src', '--from', '4', '--to', '6'])).toBe(
      'compliance-migrate: Unknown command "codmod"; did you mean codemod?\nRun with --help for usage.\n',
    );
    expect(await usage(['map', 'shw', '--from', '4', '--to', '6'])).toBe(
      'compliance-migrate: Unknown command "map shw"; did you mean map show?\nRun with --help for usage.\n',
    );
  });

  it('a codemod without paths says what to name, with an example, instead of yargs’ count', async () => {
    expect(await usage(['codemod', '--from', '4', '--to', '6'])).toBe(
      'compliance-migrate: codemod needs <paths..> before its options: compliance-migrate codemod <paths..>, ' +
        'e.g. compliance-migrate codemod src --from 4 --to 6 --dry --print.\nRun with --help for usage.\n',
    );
  });
});
