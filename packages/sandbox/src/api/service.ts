import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Store } from '../data/store.js';
import { ApiError, ForbiddenError, InvalidRequestError, NotFoundError } from '../errors.js';
import { applyRegressions } from '../faults/apply-regressions.js';
import type { FaultControls } from '../faults/fault-controls.js';
import { readBody } from '../http/read-body.js';
import type { ApiVersion } from '../serializers/version.js';
import { authenticate } from './authenticate.js';
import type { TokenCheck } from './authenticate.js';
import type { ApiResult } from './context.js';
import { compileRoutes } from './routes.js';
import type { CompiledRoute } from './routes.js';

/** What the service needs: the data, the token check and the fault switches. */
export interface ServiceDeps {
  store: Store;
  tokens: TokenCheck;
  faults: FaultControls;
}

/** A request handler for `/api/v4`, `/api/v5` and `/api/v6`. */
export type ServiceHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  version: ApiVersion,
  path: string,
) => Promise<void>;

async function parseJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidRequestError('The request body is not valid JSON.');
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  malformed: boolean,
  headers: Readonly<Record<string, string>> = {},
): void {
  let text = JSON.stringify(body);
  if (malformed) text = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Builds the service: routing per version, authentication, company context, roles, faults. */
export function createService(deps: ServiceDeps): ServiceHandler {
  const routes = new Map<ApiVersion, CompiledRoute[]>(
    [4, 5, 6].map((v) => [v as ApiVersion, compileRoutes(v as ApiVersion)]),
  );

  return async (req, res, version, path) => {
    const { faults } = deps;
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    if (faults.takeDrop()) {
      req.socket.destroy();
      return;
    }
    let status: number;
    let result: ApiResult;
    let endpoint = '';
    let headers: Readonly<Record<string, string>> = {};
    try {
      if (faults.takeFailure())
        throw new ApiError(500, 'server_error', 'Injected fault: internal server error.');
      const method = req.method ?? 'GET';
      let matched: { route: CompiledRoute; params: Record<string, string> } | undefined;
      for (const route of routes.get(version) ?? []) {
        if (route.method !== method) continue;
        const params = route.pattern.match(path);
        if (params) {
          matched = { route, params };
          break;
        }
      }
      if (!matched) throw new NotFoundError(`No endpoint ${method} ${path} in version ${version}.`);
      endpoint = `${method} ${matched.route.template}`;
      const caller = await authenticate(req.headers, deps.tokens);
      if (method !== 'GET' && caller.membership.role !== 'admin') {
        throw new ForbiddenError(`The user's role in company ${caller.membership.companyId} is read-only.`);
      }
      const body = method === 'GET' ? undefined : await parseJson(req);
      result = await matched.route.handler({
        version,
        store: deps.store,
        user: caller.user,
        membership: caller.membership,
        companyId: caller.membership.companyId,
        params: matched.params,
        query: new URL(req.url ?? '/', 'http://sandbox').searchParams,
        body,
      });
      status = result.status ?? 200;
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError(500, 'server_error', 'Internal server error.', String(error));
      status = apiError.status;
      headers = apiError.headers;
      result = { json: apiError.toBody() };
    }
    if ('file' in result) {
      res.writeHead(status, {
        'content-type': result.file.contentType,
        'content-disposition': `attachment; filename="${result.file.name}"`,
        'content-length': result.file.bytes.byteLength,
      });
      res.end(result.file.bytes);
      return;
    }
    if (endpoint)
      status = applyRegressions(faults.regressionsFor(version, endpoint), status, result.json, faults);
    send(res, status, result.json, faults.malformedJson, headers);
  };
}
