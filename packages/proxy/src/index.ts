export { createProxy, startProxy, type Proxy, type RunningProxy } from './server/proxy.js';
export { serveProxy, type ServeOptions } from './server/serve.js';
export {
  DEFAULT_LIMITS,
  resolveOptions,
  type ProxyLimits,
  type ProxyOptions,
  type ResolvedOptions,
  type VersionSelection,
} from './options.js';
export {
  translationInterceptor,
  TranslationHandler,
  type TranslationInterceptorOptions,
} from './interceptor/translation.js';
export {
  OverloadedError,
  ProxyError,
  ProxyConfigError,
  type ProxyErrorCode,
  type SpecErrorBody,
} from './errors.js';
export { createLogger, REDACTED_PATHS, type LogDestination } from './lib/logger.js';
export { ProxyMetrics, type Saturation } from './lib/metrics.js';
export { VersionPair } from './lib/version-pair.js';
export { lossWarnings } from './lib/warning.js';
export { openGapsWarning } from './lib/open-gaps-warning.js';
