/** Codes of every error this package raises, for `switch (error.code)`. */
export type CodemodErrorCode =
  | 'ERR_CODEMOD_DIRTY_TREE'
  | 'ERR_CODEMOD_VERSIONS'
  | 'ERR_CODEMOD_NO_FILES'
  | 'ERR_CODEMOD_PROJECT'
  | 'ERR_CODEMOD_CHANGED_ON_DISK'
  | 'ERR_CODEMOD_READ_ONLY';

/** Base class of the codemods' errors: a problem with what the user asked for, or a file it refused to write. */
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
