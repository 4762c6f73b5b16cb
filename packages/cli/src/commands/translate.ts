import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Loss, NdjsonProgress, Note } from '@compliance-migrate/rename-map';
import { defineCommand } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { openAtomic } from '../lib/atomic-write.js';
import { loadMapOrFail } from '../lib/load-map.js';
import { fileOrStdout, writablePath } from '../lib/output-path.js';
import { versionFlag } from '../lib/version-option.js';
import { formatBytes, ProgressLine } from '../lib/progress.js';
import { entriesOf, writeReport, type ReportEntry } from '../lib/translation-report.js';
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
        ...versionFlag('from', `Version the payloads are in: ${versionList('or')}`),
        demandOption: true,
      })
      .option('to', {
        ...versionFlag('to', `Version to convert them to: ${versionList('or')}`),
        demandOption: true,
      })
      .option('endpoint', {
        type: 'string',
        demandOption: true,
        describe: 'The endpoint the payloads belong to, in the --from version: "METHOD /path"',
      })
      .option('request', { type: 'boolean', describe: 'Payloads are request bodies' })
      .option('response', { type: 'boolean', describe: 'Payloads are response bodies (default)' })
      .option('status', {
        type: 'number',
        describe:
          'HTTP status of the stored responses (default 200): an error body gets only the changes declared for its status',
      })
      .option('ndjson', {
        type: 'boolean',
        describe: 'One JSON document per line (default for .ndjson/.jsonl)',
      })
      .option('output', { alias: 'o', type: 'string', describe: 'Write here (atomically) instead of stdout' })
      .option('report', {
        type: 'string',
        describe: 'Also write every loss and untranslated line, by line number, to this JSON file',
      })
      .option('overlay', {
        type: 'string',
        array: true,
        nargs: 1,
        describe: 'Overlay file merged over the built-in map (repeat for several)',
      })
      .conflicts('request', 'response')
      .conflicts('request', 'status')
      .check(
        (args) =>
          Boolean(endpointOf(args.endpoint)) &&
          statusOf(args.status) >= 0 &&
          writablePath('output', args.output) &&
          writablePath('report', args.report),
      ),
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
    {
      command:
        '$0 translate --from 6 --to 4 --endpoint "GET /categories" cache.ndjson -o cache.v4.ndjson --report losses.json',
      describe: 'Every loss and untranslated line, by number, also as JSON',
    },
  ],
  exitCodes:
    '0 everything translated, nothing lost; 1 a line lost data (named on stderr as "line N: …") or could not be ' +
    'translated (written unchanged and named); 2 usage error (an --endpoint the map has a near match for is one), ' +
    'or unreadable input (nothing written); ' +
    '130 stopped by Ctrl-C or SIGTERM.',
  run: async (args, ctx) => {
    const { from, to } = args;
    const match = endpointOf(args.endpoint);
    const method = match[1]!.toUpperCase();
    const [path, query = ''] = match[2]!.split('?') as [string, string?];
    const map = await loadMapOrFail(args.overlay);
    const {
      createTranslator,
      ndjsonTransform,
      checkUnchangedBody,
      unknownEndpointHint,
      openGapsOn,
      describeOpenGaps,
      belowVersionBase,
    } = await import('@compliance-migrate/rename-map');
    const translator = createTranslator(map, from, to);
    const side = args.request ? 'request' : 'response';
    const status = statusOf(args.status);
    let sideChecked = false; // the first body left as it was is also tried as a request, once per run
    const translate = (body: string): { body: string; notes: Note[]; lossy: Loss[] } => {
      const out =
        side === 'request'
          ? (({ body: text, notes, lossy }) => ({ body: text ?? body, notes, lossy }))(
              translator.request({ method, path, query, body }),
            )
          : translator.response({ method, path, body, status });
      // A body that came back as it was is checked: JSON at all, and of this endpoint's shape.
      if (out.body === body && out.notes.length === 0 && out.lossy.length === 0) {
        if (side === 'response' && method !== 'GET' && !sideChecked) {
          // a write's request body given without --request: the request side would have changed it
          sideChecked = true;
          const asRequest = translator.request({ method, path, query, body });
          if (asRequest.body !== undefined && asRequest.body !== body) {
            ctx.stderr.write(
              `note: left as it was, read as ${method} ${path}'s answer; as its request body it would change: pass --request if it is one\n`,
            );
          }
        }
        const note = checkUnchangedBody(translator, { method, path, side, body, status });
        if (note) return { body, notes: [note], lossy: out.lossy };
      }
      return out;
    };
    const name = args.file && args.file !== '-' ? args.file : 'stdin';
    const entries: ReportEntry[] = [];
    let losses = 0;
    let untranslated = 0;
    /** Reports one line's entries on stderr and keeps them for --report. */
    const report = (line: number, notes: Note[], lossy: Loss[], prefix: string): void => {
      for (const entry of entriesOf(line, notes, lossy)) {
        if (entry.kind === 'loss') losses++;
        else untranslated++;
        ctx.stderr.write(`${prefix}${entry.message}\n`);
        if (args.report) entries.push(entry);
      }
    };
    const finish = async (lines: number): Promise<ExitCode> => {
      if (args.report) {
        await writeReport(args.report, {
          from,
          to,
          endpoint: `${method} ${match[2]!}`,
          side,
          input: args.file ?? '-',
          lines,
          losses,
          untranslated,
          entries,
        });
      }
      if (losses > 0)
        ctx.stderr.write(`${losses} loss(es): the output does not hold everything the input did.\n`);
      return losses > 0 || untranslated > 0 ? ExitCode.Findings : ExitCode.Ok;
    };
    const names = (p: string): boolean =>
      translator.route(method, p).steps.some((s) => s.route.key !== undefined);
    if (!names(path)) {
      // the service's base written into the endpoint (`GET /api/v4/records`): below it, an endpoint of --from
      const below = belowVersionBase(path);
      if (below !== undefined && unknownEndpointHint(map, `${method} ${below}`, from) === undefined) {
        throw new UsageError(
          `--endpoint: ${method} ${path} holds the service's base (${path.slice(0, -below.length)}); endpoints are named below it: ${method} ${below}? Nothing was translated.`,
        );
      }
      // a misspelt endpoint, or one named as in another version, is named with the nearest real one
      const hint = unknownEndpointHint(map, `${method} ${path}`, from);
      // one the map names a near or renamed match for is a mistake, refused before anything is read or written;
      // an endpoint of the user's own that no change names is passed through as it is
      if (hint !== undefined && /; did you mean |: it is the v\d name of /.test(hint))
        throw new UsageError(`--endpoint: ${hint}. Nothing was translated.`);
      ctx.stderr.write(
        `note: no change names ${method} ${path} between v${from} and v${to}; output equals input${hint ? ` (${hint})` : ''}\n`,
      );
    }
    // what the spec says changed on this endpoint's side but no overlay names would pass as it was: say so
    const gaps = openGapsOn(map, translator, { method, path, side });
    if (gaps.length > 0) ctx.stderr.write(`note: ${describeOpenGaps(gaps, from, to)}\n`);

    const file = args.file && args.file !== '-' ? args.file : undefined;
    const ndjson =
      args.ndjson ?? (file !== undefined && ['.ndjson', '.jsonl'].includes(extname(file).toLowerCase()));
    if (!ndjson) {
      const text = file ? await readInput(file) : await readAll(ctx.stdin);
      const outcome = translate(text);
      report(1, outcome.notes, outcome.lossy, `${name}: `);
      await writeOutput(fileOrStdout(args.output), outcome.body, ctx.stdout);
      return finish(1);
    }

    const progress: NdjsonProgress = { lines: 0, bytes: 0, problems: 0 };
    const bar = new ProgressLine(
      ctx.stderr,
      ctx.interactive,
      () =>
        `translated ${progress.lines.toLocaleString('en')} lines (${formatBytes(progress.bytes)}), ${progress.problems} with a loss or left untranslated`,
    );
    const transform = ndjsonTransform(
      translate,
      ({ line, notes, lossy }) => report(line, notes, lossy, `${name}: line ${line}: `),
      progress,
    );
    const input = file ? createReadStream(file) : (ctx.stdin as Readable);
    try {
      const output = fileOrStdout(args.output);
      if (output) {
        const target = openAtomic(output);
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
        `${progress.problems} of ${progress.lines} line(s) lost data or were left untranslated.\n`,
      );
    }
    return finish(progress.lines);
  },
});

/** `--status`, 200 when absent, or a usage error unless it is an HTTP status (100–599). */
function statusOf(value: number | undefined): number {
  if (value === undefined) return 200;
  if (!Number.isInteger(value) || value < 100 || value > 599) {
    throw new UsageError(
      `--status must be an HTTP status from 100 to 599, such as 404 (got ${String(value)}).`,
    );
  }
  return value;
}

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
