import type { AuthErrorCode } from '@compliance-migrate/auth';
import type { CheckerErrorCode } from '@compliance-migrate/checker';
import type { CodemodErrorCode } from '@compliance-migrate/codemods';
import type { ProxyErrorCode } from '@compliance-migrate/proxy';
import type { RenameMapErrorCode } from '@compliance-migrate/rename-map';

/** Codes of the errors the CLI raises itself. */
export type CliErrorCode = 'ERR_CLI_USAGE' | 'ERR_CLI_LISTEN' | 'ERR_CLI_DEMO_CHECKOUT';

/** Every code a command can stop with: its own and those of the packages it drives (docs/troubleshooting.md). */
export type ErrorCode =
  CliErrorCode | RenameMapErrorCode | CodemodErrorCode | AuthErrorCode | CheckerErrorCode | ProxyErrorCode;
