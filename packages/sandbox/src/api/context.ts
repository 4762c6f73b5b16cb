import type { DemoUser, Membership } from '../data/demo-users.js';
import type { CompanyId } from '../data/model.js';
import type { Store } from '../data/store.js';
import type { ApiVersion } from '../serializers/version.js';

/** What a service handler gets: the caller, the company, the version and the parsed request. */
export interface ApiContext {
  version: ApiVersion;
  store: Store;
  user: DemoUser;
  membership: Membership;
  companyId: CompanyId;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: unknown;
}

/** What a handler answers: JSON, or a spreadsheet file. */
export type ApiResult =
  | { status?: number; json: unknown }
  | { status?: number; file: { name: string; bytes: Uint8Array; contentType: string } };

/** A service endpoint's logic, shared by every version that serves it. */
export type ApiHandler = (ctx: ApiContext) => ApiResult | Promise<ApiResult>;
