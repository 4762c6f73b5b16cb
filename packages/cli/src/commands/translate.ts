import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NdjsonProgress, Note } from '@compliance-migrate/rename-map';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { openAtomic } from '../lib/atomic-write.js';
import { versions } from '../lib/checks.js';
import { loadMapOrFail, versionOption } from '../lib/load-map.js';
import { formatBytes, ProgressLine } from '../lib/progress.js';
import { UsageError } from '../usage-error.js';
import { versionList } from '@compliance-migrate/rename-map/versions';

/** `compliance-migrate translate`: converts stored payloads (JSON or NDJSON) from one version's shape to another's. */
export const translateCommand = defineCommand({
  command: 'translate [file]',
  describe: 'Convert saved request or response payloads (JSON or NDJSON) from one version to another',
  builder: (y) =>
    y
      .positional('file', { type: 'string', describe: 'Input file, or - (default) for standard input' })
      .option('from', {
        type: 'number',
        demandOption: true,
        describe: `Version the payloads are in: ${versionList('or')}`,
      })
      .option('to', {
        type: 'number',
        demandOption: true,
        describe: `Version to convert them to: ${versionList('or')}`,
      })
      .option('endpoint', {
        type: 'string',
        demandOption: true,
        describe: 'The endpoint the payloads belong to, in the --from version: "METHOD /path"',
      })
      .option('request', { type: 'boolean', describe: 'Payloads are request bodies' })
      .option('response', { type: 'boolean', describe: 'Payloads are response bodies (default)' })
      .option('ndjson', {
        type: 'boolean',
        describe: 'One JSON document per line (default for .ndjson/.jsonl)',
      })
      .option('output', { alias: 'o', type: 'string', describe: 'Write here (atomically) instead of stdout' })
      .option('overlay', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Overlay file merged over the built-in map (repeat for several)',
      })
      .conflicts('request', 'response')
      .check((args) => versions(args, 'from', 'to') && Boolean(endpointOf(args.endpoint))),
  examples: [
    {
      command: '$0 translate --from 4 --to 6 --endpoint "GET /records" cache/records.json',
      describe: 'A cached v4 list response in v6 shape',
    },
    {
      command:
        '$0 translate --from 4 --to 5 --endpoint "POST /records" --request saved.ndjson -o saved.v5.ndjson',
      describe: 'Queued v4 request bodies, line by line',
    },
  ],
  exitCodes:
    '0 everything translated; 1 a document or line could not be translated (written unchanged and named); ' +
    '2 usage error or unreadable input (nothing written); 130 stopped by Ctrl-C or SIGTERM.',
  run: async (args, ctx) => {
    const from = versionOption('from', args.from);
    const to = versionOption('to', args.to);
    const match = endpointOf(args.endpoint);
    const method = match[1]!.toUpperCase();
    const [path, query = ''] = match[2]!.split('?') as [string, string?];
    const map = await loadMapOrFail(args.overlay);
    const { createTranslator, ndjsonTransform } = await import('@compliance-migrate/rename-map');
    const translator = createTranslator(map, from, to);
    const side = args.request ? 'request' : 'response';
    const translate = (body: string): { body: string; notes: Note[] } =>
      side === 'request'
        ? (({ body: out, notes }) => ({ body: out ?? body, notes }))(
            translator.request({ method, path, query, body }),
          )
        : translator.response({ method, path, body });
    if (translator.route(method, path).steps.every((s) => s.route.key === undefined)) {
      ctx.stderr.write(
        `note: no change names ${method} ${path} between v${from} and v${to}; output equals input\n`,
      );
    }

    const file = args.file && args.file !== '-' ? args.file : undefined;
    const ndjson =
      args.ndjson ?? (file !== undefined && ['.ndjson', '.jsonl'].includes(extname(file).toLowerCase()));
    if (!ndjson) {
      const text = file ? await readInput(file) : await readAll(ctx.stdin);
      const outcome = translate(text);
      for (const note of outcome.notes) ctx.stderr.write(`${file ?? 'stdin'}: ${note.message}\n`);
      await writeOutput(args.output, outcome.body, ctx.stdout);
      return outcome.notes.some((n) => n.code === 'not-json' || n.code === 'unexpected-shape')
        ? ExitCode.Findings
        : ExitCode.Ok;
    }

    const progress: NdjsonProgress = { lines: 0, bytes: 0, problems: 0 };
    const bar = new ProgressLine(
      ctx.stderr,
      ctx.interactive,
      () =>
        `translated ${progress.lines.toLocaleString('en')} lines (${formatBytes(progress.bytes)}), ${progress.problems} left unchanged`,
    );
    const transform = ndjsonTransform(
      translate,
      ({ line, notes }) => {
        ctx.stderr.write(
          `${file ?? 'stdin'}:${line}: ${notes.map((n) => n.message).join('; ')}; line written unchanged\n`,
        );
      },
      progress,
    );
    const input = file ? createReadStream(file) : (ctx.stdin as Readable);
    try {
      if (args.output) {
        const target = openAtomic(args.output);
        try {
          await pipeline(input, transform, target.stream);
          await target.commit();
        } catch (error) {
          await target.abort();
          throw error;
        }
      } else {
        await pipeline(input, transform, passThroughTo(ctx.stdout));
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
        throw new UsageError(`cannot read ${file}: ${code}. Check the path.`, { cause: error });
      }
      throw error;
    } finally {
      bar.done();
    }
    if (progress.problems > 0) {
      ctx.stderr.write(
        `${progress.problems} of ${progress.lines} line(s) could not be translated and were written unchanged.\n`,
      );
    }
    return progress.problems > 0 ? ExitCode.Findings : ExitCode.Ok;
  },
});

/** `--endpoint "METHOD /path"` split into its parts, or a usage error naming the option. */
function endpointOf(value: string): RegExpExecArray {
  const match = /^([A-Za-z]+)\s+(\/\S*)$/.exec(value.trim());
  if (!match) {
    throw new UsageError(`--endpoint must be "METHOD /path", such as "GET /records" (got "${value}").`);
  }
  return match;
}

async function readInput(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}. Check the path.`,
      {
        cause: error,
      },
    );
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function writeOutput(
  output: string | undefined,
  text: string,
  stdout: NodeJS.WritableStream,
): Promise<void> {
  if (!output) {
    stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return;
  }
  const target = openAtomic(output);
  try {
    await pipeline(Readable.from([text]), target.stream);
    await target.commit();
  } catch (error) {
    await target.abort();
    throw error;
  }
}

/** Wraps a stream we must not end (stdout) as a pipeline destination. */
function passThroughTo(stream: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk, _encoding, callback) {
      if (stream.write(chunk)) callback();
      else stream.once('drain', () => callback());
    },
  });
}
