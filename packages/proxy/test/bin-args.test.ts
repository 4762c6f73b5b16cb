import { describe, expect, it } from 'vitest';
import { parseProxyArgv } from '../src/cli/args.js';

describe('compliance-migrate-proxy flags', () => {
  it('reads the flags of `compliance-migrate proxy`, numbers as numbers and repeated overlays as a list', () => {
    const line = parseProxyArgv([
      '--upstream',
      'http://127.0.0.1:9000/api/v6',
      '--upstream-version',
      '6',
      '--client-version',
      '4',
      '--listen',
      '0.0.0.0:8080',
      '--overlay',
      'a.yaml',
      '--overlay',
      'b.yaml',
      '--workers',
      '2',
      '--no-translate',
    ]);
    expect(line).toEqual({
      args: {
        upstream: 'http://127.0.0.1:9000/api/v6',
        upstreamVersion: 6,
        clientVersion: 4,
        listen: '0.0.0.0:8080',
        overlay: ['a.yaml', 'b.yaml'],
        config: undefined,
        workers: 2,
        translate: false,
      },
    });
  });

  it('answers --help and --version before anything else', () => {
    expect(parseProxyArgv(['--help'])).toEqual({ help: true });
    expect(parseProxyArgv(['-h'])).toEqual({ help: true });
    expect(parseProxyArgv(['--version'])).toEqual({ version: true });
  });

  it.each([
    [['--fromat', 'x'], /Unknown option '--fromat'\.?$/],
    [
      ['--upstrem-version', '6'],
      /Unknown option '--upstrem-version'.* \(did you mean --upstream-version\?\)$/,
    ],
    [['--client-verison=4'], /Unknown option '--client-verison.* \(did you mean --client-version\?\)$/],
    [['--no-transalte'], /\(did you mean --no-translate\?\)$/],
    [['--workers', 'two'], /--workers must be a number \(got "two"\)/],
    [['--translate', '--no-translate'], /not both/],
  ])('names what is wrong in %j with ERR_PROXY_CONFIG', (argv, message) => {
    expect(() => parseProxyArgv(argv)).toThrow(
      expect.objectContaining({ code: 'ERR_PROXY_CONFIG', message: expect.stringMatching(message) }),
    );
  });
});
