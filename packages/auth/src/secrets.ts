import { readFile } from 'node:fs/promises';
import { AuthConfigError } from './errors.js';

/** Where a secret comes from: an environment variable, or a file (first line, trimmed). */
export interface SecretSource {
  env?: string;
  file?: string;
}

/**
 * Reads a secret from an environment variable or a file. Returns undefined when neither is given;
 * throws {@link AuthConfigError} (naming the variable or file, never the value) when the source is empty.
 */
export async function readSecret(
  source: SecretSource,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  if (source.env) {
    const value = env[source.env];
    if (!value) throw new AuthConfigError(`Environment variable ${source.env} is not set or empty.`);
    return value;
  }
  if (source.file) {
    let text: string;
    try {
      text = await readFile(source.file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new AuthConfigError(`Cannot read the secret file ${source.file} (${code}).`);
    }
    const value = text.split(/\r?\n/)[0]?.trim();
    if (!value) throw new AuthConfigError(`The secret file ${source.file} is empty.`);
    return value;
  }
  return undefined;
}
