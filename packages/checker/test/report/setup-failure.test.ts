import { describe, expect, it } from 'vitest';
import { renderSetupFailure } from '../../src/report/setup-failure.js';

const failure = {
  code: 'ERR_CHECK_AUTH',
  message: 'target b: login refused <invalid_grant>\nsecond line, 100%',
  scenario: 'ci/scenario.yaml',
};

describe('a report of a check that could not run', () => {
  it('is one JUnit error case with the code and the escaped message', () => {
    const xml = renderSetupFailure('junit', failure)!;
    expect(xml).toContain('errors="1"');
    expect(xml).toContain(
      '<error type="ERR_CHECK_AUTH" message="target b: login refused &lt;invalid_grant&gt;',
    );
    expect(xml).not.toContain('<invalid_grant>');
  });

  it('is one GitHub error annotation on the scenario, its message on one line', () => {
    expect(renderSetupFailure('github', failure)).toBe(
      '::error file=ci/scenario.yaml,title=compliance-migrate check could not run::ERR_CHECK_AUTH: target b: login refused <invalid_grant>%0Asecond line, 100%25\n',
    );
  });

  it('is JSON naming the code, and an HTML page with the message escaped; nothing for the terminal', () => {
    expect(JSON.parse(renderSetupFailure('json', failure)!)).toEqual({
      error: { code: 'ERR_CHECK_AUTH', message: failure.message },
      scenario: 'ci/scenario.yaml',
    });
    expect(renderSetupFailure('html', failure)).toContain('login refused &lt;invalid_grant&gt;');
    expect(renderSetupFailure('terminal', failure)).toBeUndefined();
  });
});
