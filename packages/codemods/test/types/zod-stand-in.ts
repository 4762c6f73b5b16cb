/**
 * A `.d.ts` stand-in for zod 3.23's types (`declare module 'zod'`), with its output types written as zod writes them
 * (`baseObjectOutputType`, `addQuestionMarks`, `flatten`; `z.enum` inferring its literals), so `z.infer` types name
 * the schema's keys as their declarations, as the real package's do.
 */
export const zodStandIn = [
  "declare module 'zod' {",
  '  export interface ZodType<Output> {',
  '    readonly _output: Output;',
  '    parse(data: unknown): Output;',
  '    optional(): ZodType<Output | undefined>;',
  '    nullable(): ZodType<Output | null>;',
  '  }',
  '  export type ZodRawShape = { [key: string]: ZodType<unknown> };',
  '  type Infer<S> = S extends ZodType<infer O> ? O : never;',
  "  type BaseOutput<T extends ZodRawShape> = { [K in keyof T]: T[K]['_output'] };",
  '  type OptionalKeys<T extends object> = { [K in keyof T]: undefined extends T[K] ? K : never }[keyof T];',
  '  type RequiredKeys<T extends object> = { [K in keyof T]: undefined extends T[K] ? never : K }[keyof T];',
  '  type AddQuestionMarks<T extends object> = { [K in RequiredKeys<T>]: T[K] } & { [K in OptionalKeys<T>]?: T[K] } & {',
  '    [K in keyof T]?: unknown;',
  '  };',
  '  type Flat<T> = { [K in keyof T]: T[K] };',
  '  export interface ZodObject<T extends ZodRawShape> extends ZodType<Flat<AddQuestionMarks<BaseOutput<T>>>> {}',
  '  export interface ZodEnum<V extends readonly [string, ...string[]]> extends ZodType<V[number]> {}',
  '  export namespace z {',
  '    export type infer<S> = Infer<S>;',
  '    export function object<T extends ZodRawShape>(shape: T): ZodObject<T>;',
  '    export function string(): ZodType<string>;',
  '    export function number(): ZodType<number>;',
  '    export function array<S extends ZodType<unknown>>(item: S): ZodType<Infer<S>[]>;',
  '    export function enum_<U extends string, V extends Readonly<[U, ...U[]]>>(values: V): ZodEnum<V>;',
  '    export { enum_ as enum };',
  '  }',
  '}',
  '',
].join('\n');

/** A `.d.ts` stand-in for RTK Query's `createApi`, `fetchBaseQuery` and `injectEndpoints` (typed loosely). */
export const rtkStandIn = [
  "declare module '@reduxjs/toolkit/query/react' {",
  '  type Args = string | { url: string; method?: string; params?: object; body?: unknown };',
  '  interface Definition<R, A> { query: (arg: A) => Args; transformResponse?: (raw: never) => R }',
  '  interface Builder {',
  '    query<R, A>(d: Definition<R, A>): { kind: "query"; r?: R };',
  '    mutation<R, A>(d: Definition<R, A>): { kind: "mutation"; r?: R };',
  '  }',
  '  interface Api { injectEndpoints<E>(o: { endpoints: (b: Builder) => E }): Api }',
  '  export function fetchBaseQuery(o: { baseUrl: string }): unknown;',
  '  export function createApi<E>(o: { reducerPath: string; baseQuery: unknown; endpoints: (b: Builder) => E }): Api;',
  '}',
  '',
].join('\n');
