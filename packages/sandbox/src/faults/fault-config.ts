import { FaultConfigError } from '../errors.js';
import type { ApiVersion } from '../serializers/version.js';

/**
 * A per-version regression of the service: applied to the JSON answers of one version and/or one endpoint.
 * Fields are looked up at the root of the body and in every element of a root `data` list.
 */
export interface Regression {
  /** Only this version (default: every version). */
  version?: ApiVersion;
  /** Only this endpoint, `"METHOD /path"` as named in that version, e.g. `"GET /items/{itemid}"` (default: all). */
  endpoint?: string;
  /** Remove this field. */
  dropField?: string;
  /** Rename a field. */
  renameField?: { from: string; to: string };
  /** Answer with this status instead (the body stays). */
  status?: number;
  /** Add this field with a value that changes on every call (an ISO timestamp with a counter). */
  volatileField?: string;
}

/** Test controls of the sandbox's service; all off by default. They never apply to `/auth`. */
export interface FaultConfig {
  /** Delay every service answer by this many milliseconds. */
  latencyMs?: number;
  /** Probability (0..1) that a service request fails with 500. */
  errorRate?: number;
  /** The next N service requests fail with 500. */
  failNext?: number;
  /** Service JSON answers are cut short (invalid JSON, status and content type unchanged). */
  malformedJson?: boolean;
  /** Every service request has its connection destroyed without an answer. */
  dropConnection?: boolean;
  /** The next N service requests have their connection destroyed. */
  dropNext?: number;
  /** Per-version regressions. */
  regressions?: Regression[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function count(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new FaultConfigError(`"${name}" must be a non-negative integer.`);
  }
  return value;
}

function flag(value: unknown, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new FaultConfigError(`"${name}" must be a boolean.`);
  return value;
}

function text(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '')
    throw new FaultConfigError(`"${name}" must be a non-empty string.`);
  return value;
}

function regression(value: unknown, index: number): Regression {
  const at = `regressions[${index}]`;
  if (!isObject(value)) throw new FaultConfigError(`"${at}" must be an object.`);
  const known = ['version', 'endpoint', 'dropField', 'renameField', 'status', 'volatileField'];
  const unknown = Object.keys(value).filter((k) => !known.includes(k));
  if (unknown.length) throw new FaultConfigError(`"${at}" has unknown key(s) ${unknown.join(', ')}.`);
  const result: Regression = {};
  if (value.version !== undefined) {
    if (value.version !== 4 && value.version !== 5 && value.version !== 6) {
      throw new FaultConfigError(`"${at}.version" must be 4, 5 or 6.`);
    }
    result.version = value.version;
  }
  const endpoint = text(value.endpoint, `${at}.endpoint`);
  if (endpoint !== undefined) {
    if (!/^(GET|POST|PUT) \/\S*$/.test(endpoint))
      throw new FaultConfigError(`"${at}.endpoint" must be "METHOD /path".`);
    result.endpoint = endpoint;
  }
  const dropField = text(value.dropField, `${at}.dropField`);
  if (dropField !== undefined) result.dropField = dropField;
  if (value.renameField !== undefined) {
    const rename = value.renameField;
    if (!isObject(rename) || typeof rename.from !== 'string' || typeof rename.to !== 'string') {
      throw new FaultConfigError(`"${at}.renameField" must be { "from": string, "to": string }.`);
    }
    result.renameField = { from: rename.from, to: rename.to };
  }
  const status = count(value.status, `${at}.status`);
  if (status !== undefined) {
    if (status < 200 || status > 599) throw new FaultConfigError(`"${at}.status" must be an HTTP status.`);
    result.status = status;
  }
  const volatileField = text(value.volatileField, `${at}.volatileField`);
  if (volatileField !== undefined) result.volatileField = volatileField;
  return result;
}

/** Checks an untrusted fault configuration (for example the body of `POST /__sandbox/faults`). */
export function parseFaultConfig(value: unknown): FaultConfig {
  if (!isObject(value)) throw new FaultConfigError('The fault configuration must be a JSON object.');
  const known = [
    'latencyMs',
    'errorRate',
    'failNext',
    'malformedJson',
    'dropConnection',
    'dropNext',
    'regressions',
  ];
  const unknown = Object.keys(value).filter((k) => !known.includes(k));
  if (unknown.length) throw new FaultConfigError(`Unknown fault setting(s): ${unknown.join(', ')}.`);
  const config: FaultConfig = {};
  const latencyMs = count(value.latencyMs, 'latencyMs');
  if (latencyMs !== undefined) config.latencyMs = latencyMs;
  if (value.errorRate !== undefined) {
    if (typeof value.errorRate !== 'number' || value.errorRate < 0 || value.errorRate > 1) {
      throw new FaultConfigError('"errorRate" must be a number from 0 to 1.');
    }
    config.errorRate = value.errorRate;
  }
  const failNext = count(value.failNext, 'failNext');
  if (failNext !== undefined) config.failNext = failNext;
  const malformedJson = flag(value.malformedJson, 'malformedJson');
  if (malformedJson !== undefined) config.malformedJson = malformedJson;
  const dropConnection = flag(value.dropConnection, 'dropConnection');
  if (dropConnection !== undefined) config.dropConnection = dropConnection;
  const dropNext = count(value.dropNext, 'dropNext');
  if (dropNext !== undefined) config.dropNext = dropNext;
  if (value.regressions !== undefined) {
    if (!Array.isArray(value.regressions)) throw new FaultConfigError('"regressions" must be a list.');
    config.regressions = value.regressions.map(regression);
  }
  return config;
}
