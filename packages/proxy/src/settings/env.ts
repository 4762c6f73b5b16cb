/** Environment variables the proxy reads (flags win over them, they win over --config). */
export const PROXY_ENV = {
  upstream: 'COMPLIANCE_MIGRATE_UPSTREAM',
  upstreamVersion: 'COMPLIANCE_MIGRATE_UPSTREAM_VERSION',
  clientVersion: 'COMPLIANCE_MIGRATE_CLIENT_VERSION',
  listen: 'COMPLIANCE_MIGRATE_LISTEN',
  overlay: 'COMPLIANCE_MIGRATE_OVERLAYS',
  config: 'COMPLIANCE_MIGRATE_CONFIG',
  workers: 'COMPLIANCE_MIGRATE_WORKERS',
  maxRequestBody: 'COMPLIANCE_MIGRATE_MAX_REQUEST_BODY',
  maxResponseBody: 'COMPLIANCE_MIGRATE_MAX_TRANSLATABLE_RESPONSE',
  upstreamTimeout: 'COMPLIANCE_MIGRATE_UPSTREAM_TIMEOUT_MS',
  versionHeader: 'COMPLIANCE_MIGRATE_VERSION_HEADER',
  translate: 'COMPLIANCE_MIGRATE_TRANSLATE',
} as const;
