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
 * Keeps what the client is told in line with what the upstream did when the HTTP parser fails on bytes
 * after a request: a complete request not yet sent upstream is refused (400, never forwarded); one already
 * sent gets its real answer, and the connection is closed after it.
 */
export class FramingGuard {
  private readonly pending = new WeakMap<Socket, PendingRequest>();

  /** Called when a request starts; the forwarder marks the returned state `dispatched`. */
  begin(socket: Socket, req: IncomingMessage, res: ServerResponse): PendingRequest {
    const state: PendingRequest = { req, res, dispatched: false };
    this.pending.set(socket, state);
    return state;
  }

  /** Called when the request's exchange ends. */
  end(socket: Socket, state: PendingRequest): void {
    if (this.pending.get(socket) === state) this.pending.delete(socket);
  }

  /**
   * Called on a parse error: true when the pending request owns the answer (the caller must write nothing
   * to the socket), false when the caller should answer on the socket itself.
   */
  broken(socket: Socket, reason: string): boolean {
    const state = this.pending.get(socket);
    if (!state || (!state.dispatched && !state.req.complete)) return false;
    state.broken ??= reason;
    state.res.shouldKeepAlive = false;
    return true;
  }

  /**
   * Reports a break once the parser is done with the bytes that came with the request: they are parsed in
   * one native call, before any promise job runs, so a resolved promise is wait enough.
   */
  async settled(state: PendingRequest): Promise<string | undefined> {
    await Promise.resolve();
    return state.broken;
  }
}
