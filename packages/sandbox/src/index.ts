export { startSandbox } from './start-sandbox.js';
export type { Sandbox, SandboxOptions } from './start-sandbox.js';
export { FaultControls } from './faults/fault-controls.js';
export { parseFaultConfig } from './faults/fault-config.js';
export type { FaultConfig, Regression } from './faults/fault-config.js';
export { FAULTS_PATH } from './control/faults-endpoint.js';
export { ApiError, FaultConfigError, ForbiddenError, InvalidRequestError, NotFoundError } from './errors.js';
export type { ApiErrorCode } from './errors.js';
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
