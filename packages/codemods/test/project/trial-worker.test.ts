import { join } from 'node:path';
import { describe, it } from 'vitest';
import { repoRoot } from '../helpers.js';
import { expectScoredMigration } from './scored-client.js';

/**
 * The fifty-first trial client (fixtures/clients/trial-worker): a Node background service mirroring the compliance
 * service into a reporting database, which a new user wrote without reading the codemod: BullMQ workers, flows and
 * repeatable jobs, a tsyringe-injected `ComplianceApi` on an undici `Pool` (`pool.request({ path, method, body })`,
 * `const { statusCode, body } = …; return body.json() as Promise<Page<RecordDto>>`), class-validator DTO classes,
 * mappers onto a hand-vendored Prisma client, S3 uploads of CSV exports, vitest tests on undici's `MockAgent`;
 * migrated to v6 by hand. NOTES.md has the judgement calls (the DB's columns, the job data and another service's
 * `/v1/records` are not the wire's). `scripts/score-realistic.ts --client trial-worker --missed` lists what is left.
 */
const root = join(repoRoot, 'fixtures/clients/trial-worker');
// 35/188 (0.186) as the user ran it (NOTES.md, docs/codemods.md), 2 where none was needed (the audit service's
// `/v1/records`, `/v1/types`); now undici's Dispatcher options are a request and its untyped body.json() is typed
// where it lands (a path held in a variable and given as `{ path }` too), and a version prefix outside the run's
// versions is another service's. Differing (4): the removed `isDeleted` leaves a blank line, `assignedUserIds` keeps
// the row's `@IsOptional() @IsInt()` where the hand migration writes `@IsInt({ each: true })`, and the sync reads
// `assignedUserIds[0]` where the hand migration adds `?? null`. The removed field's `IsBoolean` import, once left
// unused (a compiler error), goes with it (`types/decorator-imports.ts`): the result compiles. The fakes cast `as
// unknown as ComplianceApi` answer as its methods do, and are expected to be called as they take
// (`types/fake-answers.ts`): 153/185
const FLOOR = 0.8;
const DIFFERENT_AT_MOST = 4;

describe('the fifty-first trial client (BullMQ + tsyringe + undici Pool + Prisma)', () => {
  it(
    '4 → 6: at least the floor of the required edits, none where no edit was needed, compiles, idempotent',
    () =>
      expectScoredMigration({
        root,
        from: 4,
        to: 6,
        floor: FLOOR,
        differentAtMost: DIFFERENT_AT_MOST,
        keepsTodos: true,
        compiles: true,
      }),
    180_000,
  );
});
