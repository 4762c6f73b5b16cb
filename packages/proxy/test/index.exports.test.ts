import { expect, it } from 'vitest';
import * as proxy from '../src/index.js';

it('pins the public surface of @compliance-migrate/proxy', () => {
  expect(Object.keys(proxy).sort()).toEqual([
    'DEFAULT_LIMITS',
    'OverloadedError',
    'ProxyConfigError',
    'ProxyError',
    'ProxyMetrics',
    'REDACTED_PATHS',
    'TranslationHandler',
    'VersionPair',
    'createLogger',
    'createProxy',
    'lossWarnings',
    'openGapsWarning',
    'resolveOptions',
    'serveProxy',
    'startProxy',
    'translationInterceptor',
  ]);
});
