/** Codes of every error this package raises, for `switch (error.code)`. */
export type CodemodErrorCode =
  'ERR_CODEMOD_DIRTY_TREE' | 'ERR_CODEMOD_VERSIONS' | 'ERR_CODEMOD_NO_FILES' | 'ERR_CODEMOD_PROJECT';

/** Base class of the codemods' errors: a problem with what the user asked for, not with one file. */
export class CodemodError extends Error {
  constructor(
    readonly code: CodemodErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CodemodError';
  }
}
