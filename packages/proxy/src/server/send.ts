import type { ServerResponse } from 'node:http';
import type { ProxyError, SpecErrorBody } from '../errors.js';

/** Sends a JSON body with a correct Content-Length. */
export function sendJson(res: ServerResponse, status: number, body: unknown, close = false): void {
  const payload = Buffer.from(JSON.stringify(body), 'utf8');
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(payload.length),
    'cache-control': 'no-store',
  };
  if (close) headers.connection = 'close';
  res.writeHead(status, headers);
  res.end(payload);
}

/** Answers with the spec's error body (§7). */
export function sendError(res: ServerResponse, error: ProxyError, close = false): void {
  sendJson(res, error.status, error.toBody() satisfies SpecErrorBody, close);
}

/** A raw HTTP/1.1 error response for a socket the HTTP parser gave up on (`requestId` its X-Request-Id). */
export function rawError(status: number, reason: string, body: SpecErrorBody, requestId?: string): string {
  const payload = JSON.stringify(body);
  const id = requestId === undefined ? '' : `x-request-id: ${requestId}\r\n`;
  return (
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n${id}` +
    `content-length: ${Buffer.byteLength(payload)}\r\nconnection: close\r\n\r\n${payload}`
  );
}
