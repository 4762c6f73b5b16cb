import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Dispatcher } from 'undici';
import { responseTooLarge } from '../errors.js';
import { BodyGather } from '../lib/body-gather.js';
import { headerValue } from '../lib/headers.js';
import type { ResponseRoute } from '@compliance-migrate/rename-map';
import type { VersionPair } from '../lib/version-pair.js';
import type { Exchange } from './exchange.js';

/** What the forwarder does at each step of an upstream response; the handler only moves the bytes. */
export interface UpstreamHost {
  /** The response's head: true to gather the body for translation, false once the head is written to stream it. */
  responseHead(call: UpstreamHandler, status: number, headers: IncomingHttpHeaders): boolean;
  /** The whole body of a response to translate. */
  responseBody(call: UpstreamHandler, raw: Buffer): void;
  /** The call failed before anything was sent to the client (or while its body was gathered). */
  responseFailed(call: UpstreamHandler, error: unknown): void;
  /** A streamed response ended early: the upstream broke off, or the client left (`clientGone`). */
  streamBroken(call: UpstreamHandler, error: unknown, clientGone: boolean): void;
}

const WAITING = 0;
const STREAMING = 1;
const GATHERING = 2;
const DONE = 3;

/**
 * One upstream call as an undici `dispatch()` handler: no response body stream and no promise per request
 * (issue 24). A body to translate is gathered into one buffer, bounded by `limit`; any other body is
 * written straight to the client, pausing the upstream while the client's socket is full.
 */
export class UpstreamHandler implements Dispatcher.DispatchHandler {
  status = 0;
  headers: IncomingHttpHeaders = {};
  private state = WAITING;
  private controller: Dispatcher.DispatchController | undefined = undefined;
  private cancelled: Error | undefined = undefined;
  private gathered: BodyGather | undefined = undefined;
  private draining = false;

  constructor(
    private readonly host: UpstreamHost,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly ex: Exchange,
    readonly pair: VersionPair,
    /** The response side of the endpoint called upstream. */
    readonly route: ResponseRoute,
    readonly warnings: string[],
    private readonly limit: number,
  ) {}

  /** Aborts the upstream call because the client left; a no-op once the response is complete. */
  cancel(): void {
    if (this.state === DONE || this.cancelled !== undefined) return;
    this.cancelled = new errors.RequestAbortedError('the client closed the connection');
    if (this.state === STREAMING) {
      this.state = DONE;
      this.host.streamBroken(this, this.cancelled, true);
    }
    // Not yet given a connection: aborted as soon as it is (onRequestStart).
    this.controller?.abort(this.cancelled);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.cancelled !== undefined) controller.abort(this.cancelled);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    status: number,
    headers: IncomingHttpHeaders,
  ): void {
    // 1xx (103 Early Hints …) are not forwarded: the final response follows.
    if (status < 200 || this.state !== WAITING) return;
    this.controller = controller;
    this.status = status;
    this.headers = headers;
    let gather: boolean;
    try {
      gather = this.host.responseHead(this, status, headers);
    } catch (error) {
      return this.abortWith(error);
    }
    if (!gather) {
      this.state = STREAMING;
      return;
    }
    const declared = headerValue(headers['content-length']);
    const length = declared === undefined ? undefined : Number(declared);
    if (length !== undefined && length > this.limit) return this.abortWith(responseTooLarge(this.limit));
    this.state = GATHERING;
    this.gathered = new BodyGather(length !== undefined && Number.isSafeInteger(length) ? length : undefined);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.state === STREAMING) {
      if (this.res.write(chunk) || this.draining) return;
      // The client's socket is full: the upstream waits until it drains.
      controller.pause();
      this.draining = true;
      this.res.once('drain', () => {
        this.draining = false;
        this.controller?.resume();
      });
      return;
    }
    if (this.state !== GATHERING) return;
    const gathered = this.gathered!;
    gathered.add(chunk);
    if (gathered.size > this.limit) this.abortWith(responseTooLarge(this.limit));
  }

  onResponseEnd(): void {
    const state = this.state;
    if (state === STREAMING) {
      this.state = DONE;
      this.res.end();
      return;
    }
    if (state !== GATHERING) return;
    this.state = DONE;
    const raw = this.gathered!.take();
    this.gathered = undefined;
    try {
      this.host.responseBody(this, raw);
    } catch (error) {
      this.host.responseFailed(this, error);
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    const state = this.state;
    if (state === DONE) return;
    this.state = DONE;
    this.gathered = undefined;
    if (state === STREAMING) this.host.streamBroken(this, error, false);
    else this.host.responseFailed(this, error);
  }

  /** Stops the upstream call and fails the exchange with `error`. */
  private abortWith(error: unknown): void {
    this.state = DONE;
    this.gathered = undefined;
    this.controller?.abort(error as Error);
    this.host.responseFailed(this, error);
  }
}
