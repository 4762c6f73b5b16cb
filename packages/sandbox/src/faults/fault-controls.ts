import type { ApiVersion } from '../serializers/version.js';
import type { FaultConfig, Regression } from './fault-config.js';

/** The mutable fault switches of a running sandbox (`sandbox.faults`, or `POST /__sandbox/faults`). */
export class FaultControls {
  #config: FaultConfig = {};
  #volatileCounter = 0;

  constructor(initial: FaultConfig = {}) {
    this.set(initial);
  }

  /** The current settings (a copy). */
  get config(): FaultConfig {
    return structuredClone(this.#config);
  }

  /** Replaces every setting with these (unset ones turn off). */
  set(config: FaultConfig): void {
    this.#config = structuredClone(config);
  }

  /** Changes only the given settings. */
  update(config: FaultConfig): void {
    this.#config = { ...this.#config, ...structuredClone(config) };
  }

  /** Turns every fault off. */
  reset(): void {
    this.#config = {};
  }

  /** Milliseconds to wait before answering. */
  get latencyMs(): number {
    return this.#config.latencyMs ?? 0;
  }

  /** Whether JSON answers are cut short. */
  get malformedJson(): boolean {
    return this.#config.malformedJson === true;
  }

  /** Whether this request fails with 500 (consumes one of `failNext`). */
  takeFailure(): boolean {
    if ((this.#config.failNext ?? 0) > 0) {
      this.#config.failNext = (this.#config.failNext ?? 1) - 1;
      return true;
    }
    return Math.random() < (this.#config.errorRate ?? 0);
  }

  /** Whether this request's connection is dropped (consumes one of `dropNext`). */
  takeDrop(): boolean {
    if ((this.#config.dropNext ?? 0) > 0) {
      this.#config.dropNext = (this.#config.dropNext ?? 1) - 1;
      return true;
    }
    return this.#config.dropConnection === true;
  }

  /** The regressions that apply to an endpoint (`"METHOD /template"`) of a version. */
  regressionsFor(version: ApiVersion, endpoint: string): Regression[] {
    return (this.#config.regressions ?? []).filter(
      (r) =>
        (r.version === undefined || r.version === version) &&
        (r.endpoint === undefined || r.endpoint === endpoint),
    );
  }

  /** A value that differs on every call, for `volatileField`. */
  nextVolatileValue(): string {
    this.#volatileCounter += 1;
    return `${new Date().toISOString()}#${this.#volatileCounter}`;
  }
}
