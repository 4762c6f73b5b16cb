import type { CommandModule } from '../command.js';
import { checkCommand } from './check.js';
import { codemodCommand } from './codemod.js';
import { demoCommand } from './demo.js';
import { guideCommand } from './guide.js';
import { loginCommand } from './login.js';
import { mapCommand } from './map.js';
import { proxyCommand } from './proxy.js';
import { sandboxCommand } from './sandbox.js';
import { translateCommand } from './translate.js';

/** Every sub-command, in the order `--help` lists them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const commands: CommandModule<any>[] = [
  checkCommand,
  codemodCommand,
  demoCommand,
  guideCommand,
  loginCommand,
  mapCommand,
  proxyCommand,
  sandboxCommand,
  translateCommand,
];
