import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Where a request stands with respect to the upstream, for the connection's parse errors to consult. */
export interface PendingRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** Set just before the request is sent upstream. */
  dispatched: boolean;
  /** The parse error seen on the connection while the request was pending. */
  broken?: string;
}

/**
 * Where a connection's pending request is kept: a property of its socket rather than a `WeakMap` entry, which
 * cost a hash-table insert and delete per request (issue 24). A connection has one request pending at a time.
 */
const PENDING = Symbol('pending request');
type GuardedSocket = Socket & { [PENDING]?: PendingRequest | undefined };

/**
 * Keeps what the client is told in line with what the upstream did when the HTTP parser fails on bytes
 * after a request: a complete request not yet sent upstream is refused (400, never forwarded); one already
 * sent gets its real answer, and the connection is closed after it.
 */
export class FramingGuard {
  /** Called when a request starts; the forwarder marks the returned state `dispatched`. */
  begin(socket: Socket, req: IncomingMessage, res: ServerResponse): PendingRequest {
    const state: PendingRequest = { req, res, dispatched: false };
    (socket as GuardedSocket)[PENDING] = state;
    return state;
  }

  /** Called when the request's exchange ends. */
  end(socket: Socket, state: PendingRequest): void {
    if ((socket as GuardedSocket)[PENDING] === state) (socket as GuardedSocket)[PENDING] = undefined;
  }

  /**
   * Called on a parse error: true when the pending request owns the answer (the caller must write nothing
   * to the socket), false when the caller should answer on the socket itself.
   */
  broken(socket: Socket, reason: string): boolean {
    const state = (socket as GuardedSocket)[PENDING];
    if (!state || (!state.dispatched && !state.req.complete)) return false;
    state.broken ??= reason;
    state.res.shouldKeepAlive = false;
    return true;
  }

  /**
   * Runs `run(...args)` once the parser is done with the bytes that came with the request, for it to read
   * `broken`: they are parsed in one native call, and the tick queue runs only after that call returns, so
   * one `process.nextTick` is wait enough (a callback rather than a promise: issue 24, "Fourth pass").
   */
  afterParse<A extends unknown[]>(run: (...args: A) => void, ...args: A): void {
    process.nextTick(run, ...args);
  }
}
