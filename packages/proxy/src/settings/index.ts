// `@compliance-migrate/proxy/settings`: the proxy's flags, environment and config file, without loading the
// proxy itself (undici, pino, prom-client), so a CLI's --help stays fast.
export { PROXY_ENV } from './env.js';
export { parseListen } from './listen.js';
export { readConfigFile, type ProxyConfigFile } from './config-file.js';
export { readProxySettings, versionSetting, type ProxyArgs, type ProxySettings } from './settings.js';
export { ProxyConfigError } from '../errors.js';
// a misspelt name's closest valid one, for the CLI's flags too (the same rule as for config keys)
export { closest } from './closest.js';
