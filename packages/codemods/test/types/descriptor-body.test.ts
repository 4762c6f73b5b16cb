import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { descriptorBodyTypes } from '../../src/types/descriptor-body.js';

const source = [
  'interface RecordInput { recordName: string }',
  'interface Extra { note: string }',
  'declare const input: RecordInput;',
  'declare const extra: Extra;',
  "export const held = { url: '/records', method: 'POST', body: input };",
  "export const spread = { url: '/records', method: 'POST', body: { ...extra, recordName: 'x' } };",
  "export const call = send({ url: '/records', body: input });",
  'declare function send(x: unknown): unknown;',
  '',
].join('\n');

function setup() {
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
  const file = project.createSourceFile('/src/requests.ts', source);
  const at = (text: string, from = 0) => source.indexOf(text, from);
  return { file, at };
}

describe('descriptorBodyTypes', () => {
  it('gives the declared type of a descriptor’s body held in a variable', () => {
    const { file, at } = setup();
    const start = at("{ url: '/records', method: 'POST', body: input }");
    const found = descriptorBodyTypes(file, start, at('input }', start));
    expect(found?.types.map((t) => t.getText())).toEqual(['RecordInput']);
  });

  it('gives the spread types of a literal body, not the literal itself', () => {
    const { file, at } = setup();
    const start = at("{ url: '/records', method: 'POST', body: { ...extra");
    const found = descriptorBodyTypes(file, start, at('{ ...extra', start));
    expect(found?.types.map((t) => t.getText())).toEqual(['Extra']);
  });

  it('is undefined where no object starts (a call’s site), or for a body outside the object', () => {
    const { file, at } = setup();
    expect(descriptorBodyTypes(file, at('send({'), at('input })'))).toBeUndefined();
    const start = at("{ url: '/records', method: 'POST', body: input }");
    expect(descriptorBodyTypes(file, start, undefined)).toBeUndefined();
    expect(descriptorBodyTypes(file, start, at('extra;'))).toBeUndefined();
  });
});
