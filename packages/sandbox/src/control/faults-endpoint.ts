import type { IncomingMessage, ServerResponse } from 'node:http';
import { FaultConfigError } from '../errors.js';
import { parseFaultConfig } from '../faults/fault-config.js';
import type { FaultControls } from '../faults/fault-controls.js';
import { readBody } from '../http/read-body.js';
import { sendJson } from '../http/send.js';

/** The path of the out-of-process fault control endpoint. */
export const FAULTS_PATH = '/__sandbox/faults';

/**
 * `GET /__sandbox/faults` shows the settings, `POST` replaces them with the JSON body (a FaultConfig),
 * `PATCH` changes only the given ones, `DELETE` turns every fault off.
 */
export async function handleFaultsEndpoint(
  faults: FaultControls,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    if (req.method === 'GET') return sendJson(res, 200, faults.config);
    if (req.method === 'DELETE') {
      faults.reset();
      return sendJson(res, 200, faults.config);
    }
    if (req.method === 'POST' || req.method === 'PATCH') {
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req)) || '{}');
      } catch {
        throw new FaultConfigError('The body is not valid JSON.');
      }
      const config = parseFaultConfig(body);
      if (req.method === 'POST') faults.set(config);
      else faults.update(config);
      return sendJson(res, 200, faults.config);
    }
    sendJson(res, 404, { error: 'not_found', message: `No ${req.method} on ${FAULTS_PATH}.` });
  } catch (error) {
    if (error instanceof FaultConfigError) {
      sendJson(res, 400, { error: 'invalid_request', message: error.message });
      return;
    }
    throw error;
  }
}
