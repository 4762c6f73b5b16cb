// `node --import` this file: registers a resolve hook that writes every package a module asks for to the file
// named by RECORD_RESOLUTIONS, one specifier a line, so a test can see what a command loaded.
import { register } from 'node:module';
import process from 'node:process';

register('./resolve-hook.mjs', import.meta.url, { data: { file: process.env.RECORD_RESOLUTIONS } });
