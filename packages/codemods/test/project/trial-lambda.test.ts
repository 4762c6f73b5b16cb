import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The forty-first trial client (fixtures/clients/trial-lambda): a Serverless Framework integration repo a new user
 * wrote without reading the codemod (middy API Gateway handlers of its own, an SQS consumer on AWS's `event.Records`, an
 * EventBridge-scheduled sync writing DynamoDB items whose attributes are named like the API's fields, an S3-triggered
 * export, one axios instance on `config.complianceApiUrl` read through an environment helper, p-retry, vitest tests with
 * AWS event JSON fixtures, `vi.mock` and nock), migrated to v6 by hand; NOTES.md has the judgement calls (AWS's and our
 * HTTP API's vocabulary, our DynamoDB attributes and the asset registry's `/records` stay) and the user's own count.
 */
const root = join(repoRoot, 'fixtures/clients/trial-lambda');
// 136/136 as the user ran it (NOTES.md, docs/codemods.md), with 1 edit where none was needed (the asset registry's
// `/records`, whose base came through the same `required(name)` helper as this API's); none once such a helper's
// calls are each their own base (project/argument-dependent.ts)
const FLOOR = 1;
const DIFFERENT_AT_MOST = 0;

describe('the forty-first trial client (AWS Lambda handlers on middy)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, compiles, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        compiles: true,
        keepsTodos: true,
      }),
    180_000,
  );
});
