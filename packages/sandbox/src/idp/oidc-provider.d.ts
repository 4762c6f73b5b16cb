// Minimal typings for the parts of oidc-provider 9 the sandbox uses (the package ships none).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcClient {
    clientId: string;
    clientAuthMethod: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface OidcSession {
    uid: string;
    accountId?: string;
    authorizations?: Record<string, { sid?: string; grantId?: string }>;
  }

  export interface OidcContext {
    params: Record<string, string | undefined>;
    client?: OidcClient;
    session?: OidcSession;
    route?: string;
  }

  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    body: unknown;
    status: number;
    type: string;
    cookies: {
      set(name: string, value: string, options: Record<string, unknown>): void;
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, string | undefined>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    jti: string;
  }

  export interface TokenInstance {
    save(): Promise<string>;
    expiration: number;
    scope?: string;
    resourceServer?: unknown;
    set?(key: string, value: unknown): void;
    issue?(options: { use: string }): Promise<string>;
  }

  export interface IdTokenInstance {
    scope: string;
    set(key: string, value: unknown): void;
    issue(options: { use: string }): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    registerGrantType(
      name: string,
      handler: (ctx: KoaContextWithOIDC) => Promise<void>,
      params?: string[],
    ): void;
    on(event: string, listener: (...args: never[]) => void): this;
    proxy: boolean;
    Grant: {
      new (fields: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    AccessToken: new (fields: Record<string, unknown>) => TokenInstance;
    RefreshToken: new (fields: Record<string, unknown>) => TokenInstance;
    IdToken: new (claims: Record<string, unknown>, options: { ctx: KoaContextWithOIDC }) => IdTokenInstance;
    Client: { prototype: unknown };
    ResourceServer: new (identifier: string, info: Record<string, unknown>) => unknown;
  }

  export const errors: {
    InvalidGrant: new (description?: string) => Error;
    InvalidRequest: new (description?: string) => Error;
    InvalidScope: new (description?: string, scope?: string) => Error;
    UnauthorizedClient: new (description?: string) => Error;
  };

  export default Provider;
}
