import { z } from 'zod';
import { FIRST_VERSION } from '../versions.js';
import { sinceSchema, versionSchema } from './version.js';

export const httpMethodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
export type HttpMethod = z.infer<typeof httpMethodSchema>;

const pathTemplate = z
  .string()
  .regex(/^\/[A-Za-z0-9_\-./{}]*$/, 'a path template such as "/categories/{id}", relative to {base_url}');

/** `"METHOD /path/{param}"`: an endpoint as named in the version the change was introduced in. */
export const endpointRefSchema = z
  .string()
  .regex(
    /^(GET|POST|PUT|PATCH|DELETE) \/[A-Za-z0-9_\-./{}]*$/,
    'an endpoint such as "GET /categories/{id}" (method, one space, path template)',
  );

/** A method and path template pair. */
export const endpointSchema = z.strictObject({ method: httpMethodSchema, path: pathTemplate });
export type Endpoint = z.infer<typeof endpointSchema>;

/**
 * Where in a JSON body: `""` is the root, `data[]` every element of the `data` array, `data[].owner`
 * the `owner` object inside each; `[]` every element of a root array. Names are those of the `since` version.
 */
export const bodyPathSchema = z
  .string()
  .regex(
    /^(\[\]|[A-Za-z0-9_$@-]+(\[\])*)?(\.[A-Za-z0-9_$@-]+(\[\])*)*$/,
    'a body path such as "", "data[]", "data[].owner" or "[]"',
  );

/** Which payload a body change applies to. */
export const sideSchema = z.enum(['request', 'response', 'both']);
export type Side = z.infer<typeof sideSchema>;

const fieldName = z
  .string()
  .min(1)
  .regex(/^[^.[\]]+$/, 'a single field name, without dots or brackets');

const jsonValue: z.ZodType<unknown> = z.unknown();

/**
 * Response statuses a body change applies to: codes (`404`) or classes (`"4xx"`). Without it, `["2xx"]`: the
 * spec's error bodies (§7) are the same in every version, so no change touches them unless it says so.
 */
export const statusesSchema = z
  .array(
    z.union([
      z.int().min(100).max(599),
      z.string().regex(/^[1-5]xx$/, 'a status class such as "2xx" or "4xx"'),
    ]),
  )
  .min(1);

const base = {
  /** Stable id, e.g. `v5.endpoint.records-to-categories`. */
  id: z
    .string()
    .regex(
      /^v[56]\.[a-z0-9-]+(\.[a-z0-9-]+)*$/,
      'an id such as "v5.endpoint.records-to-categories" (v5. or v6., then lower-case dotted words)',
    ),
  title: z.string().min(1),
  since: sinceSchema,
  /** `spec §4.1` for what the spec documents; overlays get their file name. */
  source: z.string().min(1).optional(),
  notes: z.string().optional(),
};

const endpoints = z.union([endpointRefSchema, z.array(endpointRefSchema).min(1)]);

const resourceName = z.strictObject({
  singular: z.string().min(1),
  plural: z.string().min(1),
});

export const resourceRenamedSchema = z.strictObject({
  ...base,
  kind: z.literal('resource.renamed'),
  from: resourceName,
  to: resourceName,
});

export const endpointRenamedSchema = z.strictObject({
  ...base,
  kind: z.literal('endpoint.renamed'),
  from: endpointSchema,
  to: endpointSchema,
});

export const endpointMovedSchema = z.strictObject({
  ...base,
  kind: z.literal('endpoint.moved'),
  from: endpointSchema,
  to: endpointSchema,
  /** The body field of the old request whose value becomes the path parameter of the new one. */
  move: z.strictObject({
    bodyField: fieldName,
    pathParam: fieldName,
    /** Whether the new request keeps the field in its body too (default: no). */
    keepInBody: z.boolean().default(false),
  }),
});

export const queryRenamedSchema = z.strictObject({
  ...base,
  kind: z.literal('query.renamed'),
  endpoint: endpoints,
  from: fieldName,
  to: fieldName,
});

export const fieldRenamedSchema = z.strictObject({
  ...base,
  kind: z.literal('field.renamed'),
  endpoint: endpoints,
  in: sideSchema,
  at: bodyPathSchema.default(''),
  statuses: statusesSchema.optional(),
  from: fieldName,
  to: fieldName,
});

export const valueRenamedSchema = z.strictObject({
  ...base,
  kind: z.literal('value.renamed'),
  endpoint: endpoints,
  in: sideSchema,
  at: bodyPathSchema.default(''),
  statuses: statusesSchema.optional(),
  field: fieldName,
  /** Old string value → new string value. */
  values: z.record(z.string(), z.string()).refine((v) => Object.keys(v).length > 0, 'at least one value'),
});

export const fieldToManySchema = z.strictObject({
  ...base,
  kind: z.literal('field.toMany'),
  endpoint: endpoints,
  in: sideSchema,
  at: bodyPathSchema.default(''),
  statuses: statusesSchema.optional(),
  /** The single-valued field of the old version. */
  from: fieldName,
  /** The list-valued field of the new version. */
  to: fieldName,
});

export const fieldAddedSchema = z.strictObject({
  ...base,
  kind: z.literal('field.added'),
  endpoint: endpoints,
  in: sideSchema,
  at: bodyPathSchema.default(''),
  statuses: statusesSchema.optional(),
  field: fieldName,
  /** Value given to the field when an old payload is brought forward; without it the field stays absent. */
  default: jsonValue.optional(),
});

export const fieldRemovedSchema = z.strictObject({
  ...base,
  kind: z.literal('field.removed'),
  endpoint: endpoints,
  in: sideSchema,
  at: bodyPathSchema.default(''),
  statuses: statusesSchema.optional(),
  field: fieldName,
  /** Value restored when a new payload is brought back to the old version; without it the field stays absent. */
  restore: jsonValue.optional(),
});

/** What the spec says changed without naming it: `query`, `request`, `response` fields or `headerId` values. */
export const gapSchema = z.strictObject({
  ...base,
  kind: z.literal('gap.unnamed'),
  endpoint: endpoints,
  what: z.enum(['query', 'request', 'response', 'headerId']),
  change: z.enum(['renamed', 'added', 'removed', 'added-or-removed', 'updated', 'to-many']),
});

/** One change between two adjacent versions. */
export const changeSchema = z.discriminatedUnion('kind', [
  resourceRenamedSchema,
  endpointRenamedSchema,
  endpointMovedSchema,
  queryRenamedSchema,
  fieldRenamedSchema,
  valueRenamedSchema,
  fieldToManySchema,
  fieldAddedSchema,
  fieldRemovedSchema,
  gapSchema,
]);

export type Change = z.infer<typeof changeSchema>;
export type ChangeInput = z.input<typeof changeSchema>;
export type ChangeKind = Change['kind'];
export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;

/** A change map file (built-in or overlay): a list of changes. */
export const changeMapFileSchema = z.strictObject({
  $schema: z.string().optional(),
  description: z.string().optional(),
  /** Where TODO comments link the migration guide (e.g. your own copy); the last overlay that sets it wins. */
  guideUrl: z.url().optional(),
  /**
   * Endpoints of your service the spec does not list, each named as in `since`, the version it first exists
   * in (default 4): a change may only name an endpoint that exists in its own `since` version.
   */
  endpoints: z
    .array(z.strictObject({ endpoint: endpointRefSchema, since: versionSchema.default(FIRST_VERSION) }))
    .optional(),
  changes: z.array(changeSchema),
});
export type ChangeMapFile = z.infer<typeof changeMapFileSchema>;
