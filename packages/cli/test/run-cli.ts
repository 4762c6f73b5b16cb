import { PassThrough, Readable } from 'node:stream';
import { main } from '../src/main.js';

/** Runs the CLI in process with captured output; `stdin` is fed from the given text. */
export async function runCli(
  argv: string[],
  stdin = '',
  options: { columns?: number; stopSignal?: AbortSignal } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (c: Buffer) => out.push(c));
  stderr.on('data', (c: Buffer) => err.push(c));
  const code = await main(argv, {
    stdout,
    stderr,
    stdin: Readable.from([stdin]),
    interactive: false,
    stopSignal: options.stopSignal ?? new AbortController().signal,
    columns: options.columns,
  });
  return { code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() };
}
