import { passwordToken, type Sandbox } from '@compliance-migrate/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMATTERS, runCheck, type AccessTokens } from '../src/index.js';
import { sandbox, sandboxEnv, sandboxScenario } from './helpers/sandbox.js';

describe('reports never carry a token or a secret', () => {
  let s: Sandbox;
  beforeAll(async () => {
    s = await sandbox();
  });
  afterAll(() => s.close());

  it('no format contains the access tokens used, the client secret or the password', async () => {
    const env = sandboxEnv(s);
    const scenario = await sandboxScenario(s, 'sandbox-v5-v6.yaml');
    const seen = new Set<string>();
    // Log in here, so the test knows every token the run sends.
    const login = async (): Promise<AccessTokens> => {
      const token = (await passwordToken(s, { scope: 'openid resources_accounts_api' })).access_token;
      seen.add(token);
      return { getAccessToken: async () => token, onUnauthorized: async () => token };
    };
    const report = await runCheck(scenario, { env, tokens: { a: await login(), b: await login() } });
    expect(report.summary.compared).toBeGreaterThan(5);
    expect(seen.size).toBe(2);
    const secrets = [...seen, 'demo-secret', 'alice-password'];
    for (const formatter of Object.values(FORMATTERS)) {
      const text = formatter.render(report, { color: false });
      expect(text.length, formatter.id).toBeGreaterThan(100);
      for (const secret of secrets)
        expect(text.includes(secret), `${formatter.id} holds a secret`).toBe(false);
    }
  });
});
