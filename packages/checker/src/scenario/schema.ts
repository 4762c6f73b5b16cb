import { versionSchema as version, type Version } from '@compliance-migrate/rename-map';
import { z } from 'zod';

const envName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'the name of an environment variable, such as COMPLIANCE_PASSWORD');

/** How to log in to a target: the password grant with secrets read from the environment. */
export const authProfileSchema = z.strictObject({
  /** `{auth_url}/auth`. */
  issuer: z.url({ error: 'the issuer URL, e.g. https://idp.example.com/auth' }),
  clientId: z.string().min(1, 'the API client id'),
  /** Variable holding the client secret (default COMPLIANCE_CLIENT_SECRET). */
  clientSecretEnv: envName.default('COMPLIANCE_CLIENT_SECRET'),
  username: z.string().min(1, 'the user to log in as'),
  /** Variable holding the password (default COMPLIANCE_PASSWORD). */
  passwordEnv: envName.default('COMPLIANCE_PASSWORD'),
  /** Scopes, as a list or a space-separated string. */
  scopes: z
    .union([z.array(z.string().min(1)), z.string().min(1)])
    .transform((s) => (Array.isArray(s) ? s : s.split(/\s+/).filter(Boolean)))
    .default(['openid', 'profile', 'offline_access', 'resources_accounts_api']),
});
export type AuthProfile = z.infer<typeof authProfileSchema>;

/** One side of the comparison. */
export const targetSchema = z.strictObject({
  /** `{base_url}` of the version, e.g. `https://api.example.com/api/v6`. */
  baseUrl: z.url({ error: 'the base URL of the service in that version, e.g. http://127.0.0.1:5080/api/v6' }),
  version,
  /** An inline auth profile, or the name of one under `auth:`; omit for a service without login. */
  auth: z.union([z.string().min(1), authProfileSchema]).optional(),
  /** The company id sent as `X-Company-Context`. */
  company: z.union(
    [z.number().int().positive(), z.string().regex(/^\d+$/, 'a numeric company id such as 1001')],
    {
      error: (issue) =>
        issue.input === undefined
          ? 'required: the numeric company id sent as X-Company-Context, such as 1001'
          : 'a numeric company id such as 1001',
    },
  ),
  /** Extra headers sent to this target. */
  headers: z.record(z.string(), z.string()).default({}),
});
export type Target = z.infer<typeof targetSchema>;

const queryValue = z.union([z.string(), z.number(), z.boolean()]);

/** One request, written once in the scenario's `version` and translated for each target. */
export const operationSchema = z.strictObject({
  name: z.string().min(1, 'a name for the operation, shown in reports'),
  method: z
    .string()
    .transform((m) => m.toUpperCase())
    .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { error: 'GET, POST, PUT, PATCH or DELETE' })),
  path: z.string().regex(/^\//, 'a path relative to the base URL, starting with "/", e.g. /categories'),
  /** Query parameters: an object (a list value repeats the key) or a ready `a=1&b=2` string. */
  query: z.union([z.string(), z.record(z.string(), z.union([queryValue, z.array(queryValue)]))]).optional(),
  /** JSON request body. */
  body: z.unknown().optional(),
  /** The endpoint template in the scenario's version (e.g. `/items/{itemid}`), used by `map infer`. */
  endpoint: z.string().regex(/^\//, 'a path template such as /items/{itemid}').optional(),
});
export type Operation = z.infer<typeof operationSchema>;

const jsonPathPattern = z
  .string()
  .regex(/^\$/, 'a JSON path starting with "$", e.g. $.data[*].createdAt or $..updatedAt');

/** How the run behaves; every option has a default. */
export const optionsSchema = z.strictObject({
  /** JSON paths (with `[*]`, `*` and `..` globs) never compared. */
  ignore: z.array(jsonPathPattern).default([]),
  /** Arrays compared as sets: JSON path of the array → identity key of its elements. */
  arrays: z.record(jsonPathPattern, z.string().min(1)).default({}),
  /** Numbers that differ by at most this much are equal. */
  numericTolerance: z.number().nonnegative().default(0),
  /** Requests in flight at once. */
  concurrency: z.number().int().min(1).max(64).default(4),
  /** Requests started per second, over the whole run (0 = unlimited). */
  rateLimit: z.number().nonnegative().default(10),
  /** Retries of a request after a network error or a 502/503/504. */
  retries: z.number().int().min(0).max(10).default(3),
  /** First retry delay in ms (doubled on each retry, with jitter). */
  retryDelayMs: z.number().int().min(0).default(200),
  /** Per-request timeout in ms. */
  timeoutMs: z.number().int().positive().default(30_000),
  /** Overlay files merged over the built-in map (relative to the scenario file). */
  overlays: z.array(z.string().min(1)).default([]),
});
export type ScenarioOptions = z.infer<typeof optionsSchema>;

/** A checker scenario: two targets and the operations sent to both. */
export const scenarioSchema = z
  .strictObject({
    $schema: z.string().optional(),
    name: z.string().default('scenario'),
    description: z.string().optional(),
    /** The version the operations are written in (default: target a's). */
    version: version.optional(),
    /** Named auth profiles that targets refer to. */
    auth: z.record(z.string(), authProfileSchema).default({}),
    targets: z.strictObject({ a: targetSchema, b: targetSchema }),
    operations: z.array(operationSchema).min(1, 'at least one operation'),
    options: optionsSchema.default(optionsSchema.parse({})),
  })
  .superRefine((s, ctx) => {
    for (const side of ['a', 'b'] as const) {
      const auth = s.targets[side].auth;
      if (typeof auth === 'string' && !(auth in s.auth)) {
        ctx.addIssue({
          code: 'custom',
          path: ['targets', side, 'auth'],
          message: `names the auth profile "${auth}", which is not defined under auth: (defined: ${Object.keys(s.auth).join(', ') || 'none'})`,
        });
      }
    }
    const names = new Set<string>();
    s.operations.forEach((op, i) => {
      if (names.has(op.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['operations', i, 'name'],
          message: `"${op.name}" is used twice; operation names must be unique`,
        });
      }
      names.add(op.name);
    });
  });

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ParsedScenario = z.infer<typeof scenarioSchema>;

/** A validated scenario with auth profiles resolved and overlay paths absolute. */
export interface Scenario extends Omit<ParsedScenario, 'targets' | 'version'> {
  /** The version the operations are written in. */
  version: Version;
  targets: { a: ResolvedTarget; b: ResolvedTarget };
  /** Where the scenario came from (a file, or `inline`). */
  source: string;
  /** The line of each operation in the source file, by name (YAML and JSON files; none inline). */
  lines?: Record<string, number>;
}

export interface ResolvedTarget extends Omit<Target, 'auth'> {
  auth: AuthProfile | undefined;
}
