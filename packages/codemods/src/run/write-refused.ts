import { CodemodError } from '../errors.js';

/** Why a file was left unwritten: it changed on disk since the run read it, or it is read-only. */
export type WriteRefusedCode = 'ERR_CODEMOD_CHANGED_ON_DISK' | 'ERR_CODEMOD_READ_ONLY';

/** A file the run would change but left as it is on disk; the run reports it as failed and goes on. */
export class WriteRefusedError extends CodemodError {
  constructor(code: WriteRefusedCode, message: string) {
    super(code, message);
    this.name = 'WriteRefusedError';
  }
}
