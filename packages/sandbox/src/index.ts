export { startSandbox } from './start-sandbox.js';
export type { Sandbox, SandboxCa, SandboxOptions } from './start-sandbox.js';
export type { ClientSettings } from './idp/redirect-uri-policy.js';
export { BROWSER_STATE_COOKIE, sessionState } from './idp/session-state.js';
export { makeCertificate } from './tls/make-certificate.js';
export type { SandboxCertificate } from './tls/make-certificate.js';
export { FaultControls } from './faults/fault-controls.js';
export { parseFaultConfig } from './faults/fault-config.js';
export type { FaultConfig, Regression } from './faults/fault-config.js';
export { FAULTS_PATH } from './control/faults-endpoint.js';
export {
  ApiError,
  FaultConfigError,
  ForbiddenError,
  InsufficientScopeError,
  InvalidRequestError,
  NotFoundError,
  SandboxError,
} from './errors.js';
export type { ApiErrorCode, SandboxErrorCode } from './errors.js';
export { DEMO_COMPANIES, DEMO_USERS } from './data/demo-users.js';
export type { CompanyRole, DemoUser, Membership } from './data/demo-users.js';
export {
  ALL_SCOPES,
  DEFAULT_LOGOUT_URI,
  DEFAULT_REDIRECT_URI,
  DEMO_CLIENT,
  DEMO_SPA_CLIENT,
} from './idp/clients.js';
export { passwordToken } from './idp/password-token.js';
export type { PasswordTokenResponse } from './idp/password-token.js';
export { API_AUDIENCE } from './api/authenticate.js';
export { ROUTES } from './api/routes.js';
export type { RouteDefinition } from './api/routes.js';
export { API_VERSIONS } from './serializers/version.js';
export type { ApiVersion } from './serializers/version.js';
export { buildXlsx, XLSX_CONTENT_TYPE } from './xlsx/build-xlsx.js';
