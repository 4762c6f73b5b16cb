/** The API versions the sandbox speaks. */
export type ApiVersion = 4 | 5 | 6;

/** Every version the sandbox serves, oldest first. */
export const API_VERSIONS: readonly ApiVersion[] = [4, 5, 6];

/** A JSON object as produced by a serializer. */
export type JsonObject = { [key: string]: unknown };

/** One serializer per version for a stored entity. */
export type PerVersion<T> = Readonly<Record<ApiVersion, (row: T) => JsonObject>>;
