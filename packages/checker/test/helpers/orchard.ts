import { startOrchard, type Orchard, type Regression } from '@compliance-migrate/orchard-service';
import type { Sandbox } from '@compliance-migrate/sandbox';
import type { Scenario } from '../../src/index.js';
import { fixture, loopbackScenario, sandboxEnv } from './sandbox.js';

/** Starts the Orchard test service on a free loopback port, taking the sandbox's access tokens. */
export const orchard = (idp: Sandbox, regressions: Regression[] = []): Promise<Orchard> =>
  startOrchard({ issuer: idp.issuer, regressions });

/** Environment for fixtures/scenarios/orchard-v4-v6.yaml: Orchard's URL and the sandbox's login. */
export const orchardEnv = (idp: Sandbox, service: Orchard): Record<string, string> => ({
  ...sandboxEnv(idp),
  ORCHARD_URL: service.url,
});

/** Loads fixtures/scenarios/orchard-v4-v6.yaml pointed at this Orchard and identity provider (no rate limit). */
export const orchardScenario = (idp: Sandbox, service: Orchard): Promise<Scenario> =>
  loopbackScenario(fixture('scenarios/orchard-v4-v6.yaml'), orchardEnv(idp, service));
