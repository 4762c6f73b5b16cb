/**
 * A codemod worker thread: transforms the files it is sent, one message per file, and answers with the result
 * or the error. Each file is transformed on its own: an error in one is reported for that file only.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ApiIndex } from '../api/api-index.js';
import { transformSource } from '../transform/transform.js';
import { describeError, type FromWorker, type ToWorker, type WorkerSetup } from './pool-protocol.js';

const setup = workerData as WorkerSetup;
const port = parentPort!;
const index = new ApiIndex(setup.map, setup.from, setup.to, setup.rules);

port.on('message', (message: ToWorker) => {
  let answer: FromWorker;
  try {
    const result = transformSource(message.source, message.file, index, undefined, {
      ...(message.context ? { context: message.context } : {}),
    });
    answer = { kind: 'done', id: message.id, result };
  } catch (error) {
    answer = { kind: 'failed', id: message.id, error: describeError(error) };
  }
  port.postMessage(answer);
});
port.postMessage({ kind: 'ready' } satisfies FromWorker);
