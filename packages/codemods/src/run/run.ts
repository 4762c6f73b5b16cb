import { hasContractRoutes, movedNote } from './contract-files.js';
import { readFileSync } from 'node:fs';
import { generatorOf, regenerateNote } from './generated-files.js';
import {
  atTargetNote,
  generatedAtTarget,
  unmigratedGeneratedImports,
  unmigratedGeneratedNote,
} from './generated-clients.js';
import { migrateFixtures } from './json-fixtures.js';
import type { FixtureAnswer } from '../transform/fixture-answers.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import type { ChangeMap } from '@compliance-migrate/rename-map';
import { ApiIndex } from '../api/api-index.js';
import { CodemodError } from '../errors.js';
import {
  TODO_TAG,
  transformSource,
  type EditRecord,
  type GapRecord,
  type PossibleRecord,
  type ApiSite,
  type SiteEdit,
  type TodoRecord,
  type TransformResult,
} from '../transform/transform.js';
import type { ResourceSite } from '../transform/ng1-resource.js';
import type { FileContext } from '../project/file-context.js';
import { parserFor } from '../transform/parser.js';
import { applyEdits, lineColumn } from '../transform/edits.js';
import { importsReactAdminText } from '../types/react-admin-resources.js';
import { typePass, type TypePassResult } from '../types/type-pass.js';
import { newTypeErrors, typeErrorTodo, withErrorTodos, type TypeErrorRecord } from '../types/typecheck.js';
import { projectPass } from './project-pass.js';
import { projectConfig } from './project-option.js';
import { collectFiles } from './files.js';
import { linksNote } from './links-note.js';
import { nearestJsconfig } from './nearest-jsconfig.js';
import { denoProjectNote } from './deno-note.js';
import { outsideWorkTree, uncommittedChanges } from './git.js';
import { describeError } from './describe-error.js';
import { remainingPattern } from './prefilter.js';
import { scanRemaining, type RemainingPath } from './remaining-scan.js';
import { oldNames, scanUnreadTemplates, withoutKept, type UnreadTemplateLine } from './unread-templates.js';
import { versionBases, type VersionBase } from './version-bases.js';
import { versionedUrls } from './versioned-urls.js';
import { missingExtends, missingExtendsNote, type MissingExtends } from './missing-extends.js';
import { envVersionBases } from './env-version-bases.js';
import type { LeftSite } from '../transform/left-sites.js';
import { standingTodos } from './standing-todos.js';
import { withWrittenLine, writtenLines } from './written-position.js';
import { outsideImportPaths } from './outside-imports.js';
import { Progress } from './progress.js';
import { writeAtomic, writeRefusal } from './write.js';
import { WriteRefusedError } from './write-refused.js';
import { withLineEndingsOf } from './line-endings.js';
import { importersOf, returnedResponses } from './returned-responses.js';
import { scriptObjectCallersOf, scriptObjectResponses } from './script-object-responses.js';
import { renderedTemplates, stillUnread } from './handlebars-renders.js';
import { storeReadersOf, storeTemplateEdits } from './store-readers.js';
import { htmlViews, ng1Flows } from './ng1-flows.js';
import { emberAdapterBases } from '../project/ember-adapter-bases.js';
import { emberDataFlows } from './ember-data.js';
import { backboneFlows } from './backbone-flows.js';
import type { BackboneFacts } from '../transform/backbone-resource.js';
import { emptyContext } from '../project/file-context.js';
import type { IdEdit } from '../transform/object-rewrite.js';
import { isComponentFile } from '../sfc/component-files.js';
import { SfcFiles } from '../sfc/sfc-files.js';

/** Files read between two turns of the event loop (for a signal's handler) while a run reads its files. */
const READ_TURN = 64;

export interface CodemodOptions {
  /** Files and directories to rewrite. */
  paths: readonly string[];
  from: number;
  to: number;
  /** The change map (built-in plus overlays). */
  map: ChangeMap;
  /** Hosts whose absolute URLs are this API's; relative paths always count. */
  apiHosts?: readonly string[];
  /** Names of base expressions that are this API's (`--api-base API_BASE`): URLs after them are rewritten. */
  apiBases?: readonly string[];
  /** The type-aware pass (on by default): renames through the project's types. */
  types?: boolean;
  /** Type-check the result when a tsconfig was loaded, and list the errors the input did not have (default on). */
  typecheck?: boolean;
  /** The tsconfig.json of the project, or its directory (default: the nearest above the first path). */
  project?: string;
  /** Leading path segments before the map's paths (default `/api`). */
  basePaths?: readonly string[];
  /** Write nothing. */
  dry?: boolean;
  /** Write even when the paths have uncommitted changes in git. */
  allowDirty?: boolean;
  /** Working directory paths are relative to (default: process.cwd()). */
  cwd?: string;
  /** Receives a unified diff per changed file (`--print`). */
  onDiff?: (diff: string) => void;
  /** A terminal stream for the progress bar. */
  progress?: NodeJS.WritableStream;
  /**
   * Stops the run when aborted (Ctrl-C): checked before each file is read or transformed and before each write,
   * so every file is either untouched or fully written. The report then has `interrupted` set.
   */
  signal?: AbortSignal;
  /**
   * Told before each step that can take seconds with no file to count (`the type-aware pass (tsconfig.json)`,
   * `the type-check of the result`), for a line saying what runs; a signal is seen only when such a step ends.
   */
  onStage?: (stage: string) => void;
}

/** A file to transform, with its text and what the project pass knows about it. */
interface Job {
  file: string;
  source: string;
  context?: FileContext;
}

type JobOutcome = { ok: true; result: TransformResult } | { ok: false; error: string };

export interface FileOutcome {
  file: string;
  status: 'changed' | 'unchanged' | 'failed';
  error?: string;
  edits: EditRecord[];
  todos: TodoRecord[];
  possible: PossibleRecord[];
  gaps?: GapRecord[];
  /** Paths without a leading slash under an API client that still name an old endpoint. */
  bareLeft?: { line: number; column: number; text: string; why?: string }[];
  /** URLs the transform left as they are, and why (offsets in the text before the run). */
  left?: LeftSite[];
}

/** Everything a run did, as data (`--json`). */
export interface CodemodReport {
  from: number;
  to: number;
  dry: boolean;
  /** The run was stopped by `signal`: files after the last one in `written` were left untouched. */
  interrupted: boolean;
  /** Files written, in order (relative to cwd). */
  written: string[];
  summary: {
    files: number;
    /** Files the text prefilter ruled out without parsing and no later pass edited (they hold nothing of this API). */
    skipped: number;
    changed: number;
    unchanged: number;
    failed: number;
    /** Files with at least one TODO for manual work. */
    manual: number;
    edits: number;
    todos: number;
  };
  /** Anything about how the run went that the user should know (e.g. a pass that stopped). */
  notes: string[];
  /** Edits by change id. */
  byChange: Record<string, number>;
  edits: (EditRecord & { file: string })[];
  todos: (TodoRecord & { file: string })[];
  failures: { file: string; error: string }[];
  /** URLs naming this API's endpoints under a base not shown to be this API's: left alone, listed for a person. */
  possible: (PossibleRecord & { file: string })[];
  /**
   * Calls of endpoints with changes the spec documents without naming (response fields, query names, …) that no
   * overlay fills: the code may need edits the map cannot make. Empty when an overlay fills every such change.
   */
  unnamed: (GapRecord & { file: string })[];
  /** Milliseconds spent in each phase of the run. */
  timings: Record<string, number>;
  /**
   * Angular component templates read with their component's types: `templateUrl` files (relative to cwd) and inline
   * `template:` strings, and those that could not be read.
   */
  templates: { files: string[]; inline: number; unread: { file: string; line: number; reason: string }[] };
  /** Compiler errors the migrated project has and its input did not (`--no-typecheck` skips the check). */
  typeErrors: Omit<TypeErrorRecord, 'anchor'>[];
  /** The tsconfig the changed files were type-checked with (relative to cwd); absent when no check ran. */
  typeChecked?: string;
  /**
   * Old paths still present after the run (outside TODO comments and import lines), every one: those the run judged
   * the app's own or another service's (`left: 'own'`, with `why`), those listed as possibly this API
   * (`possible`), and those a person must look at (`look`).
   */
  remaining: RemainingPath[];
  /**
   * Lines of templates and pages the run does not read (`.hbs`, `.html`, …) whose expressions or form field names
   * hold an old name the run's steps rename: a person looks at them (`unread-templates.ts`).
   */
  unreadTemplates: UnreadTemplateLine[];
  /** Base URLs still ending in the old version's segment (`/api/v4`), left by design: listed for a person. */
  versionBases: VersionBase[];
  /** Endpoint URLs written whole under the old version's segment (`/api/v4/categories`), their segment left. */
  versionedUrls?: VersionBase[];
  /** tsconfig `extends` naming files not on disk (relative to cwd), with what generates them when known. */
  missingExtends: MissingExtends[];
}

/** Runs the codemod over files and directories; see docs/codemods.md. */
export async function runCodemod(options: CodemodOptions): Promise<CodemodReport> {
  const cwd = options.cwd ?? process.cwd();
  if (!(options.from < options.to)) {
    throw new CodemodError(
      'ERR_CODEMOD_VERSIONS',
      `--from ${options.from} --to ${options.to}: the codemod only moves code forward (to a later version)`,
    );
  }
  // without --project: the nearest tsconfig (found by the type pass), or a JavaScript project's jsconfig.json
  const project =
    options.project === undefined
      ? nearestJsconfig(resolve(cwd, options.paths[0] ?? '.'))
      : projectConfig(cwd, options.project);
  const dry = options.dry ?? false;
  if (!dry && !options.allowDirty) {
    const dirty = await uncommittedChanges(options.paths, cwd);
    if (dirty.length > 0) {
      throw new CodemodError(
        'ERR_CODEMOD_DIRTY_TREE',
        `refusing to rewrite files with uncommitted changes in git (${dirty.slice(0, 5).join(', ')}${dirty.length > 5 ? ', …' : ''}); commit or stash them first, or pass --allow-dirty`,
      );
    }
  }
  const index = new ApiIndex(options.map, options.from, options.to, {
    apiHosts: options.apiHosts ?? [],
    basePaths: options.basePaths ?? ['/api'],
  });
  const timings: Record<string, number> = {};
  let lap = performance.now();
  /** Milliseconds of each phase, for `--json` and the benchmarks. */
  const phase = (name: string): void => {
    const now = performance.now();
    timings[name] = Math.round(now - lap);
    lap = now;
  };
  const links: string[] = [];
  const files = await collectFiles(options.paths, cwd, undefined, links);
  if (files.length === 0) {
    throw new CodemodError(
      'ERR_CODEMOD_NO_FILES',
      `no JavaScript, TypeScript, Vue, Svelte or Astro files under ${options.paths.join(', ')} (node_modules, build output and .gitignored files are skipped)`,
    );
  }
  const stopped = (): boolean => options.signal?.aborted === true;
  const progress = new Progress(options.progress, files.length);

  const outcomes = new Map<string, FileOutcome>();
  const notes: string[] = [];
  if (links.length > 0) notes.push(linksNote(links.map((l) => relative(cwd, l) || l)));
  const originals = new Map<string, string>();
  const current = new Map<string, string>();
  // files the prefilter passed over (no text of this API); one a later pass edits after all leaves the set
  const unparsed = new Set<string>();
  let done = 0;
  const jobs: Job[] = [];
  // Vue, Svelte and Astro components are read as virtual `X.vue.ts`-style files holding their scripts (src/sfc/)
  const sfc = new SfcFiles();
  let readCut = false;
  for (const [i, file] of files.entries()) {
    // read synchronously (one small file takes microseconds; an awaited read, several hops to libuv's pool),
    // giving a signal's handler a turn every READ_TURN files
    if (options.signal && i % READ_TURN === 0) await nextTurn();
    if (stopped()) {
      files.length = i; // a stopped run counts the files it read, not those it never reached
      readCut = true;
      break;
    }
    const source = readFileSync(file, 'utf8');
    const opened = isComponentFile(file)
      ? openSfc(sfc, file, source, outcomes)
      : { path: file, text: source };
    if (!opened) continue;
    files[i] = opened.path;
    originals.set(opened.path, opened.text);
    current.set(opened.path, opened.text);
  }
  notes.push(...componentNotes(sfc));
  for (const file of unmigratedGeneratedImports(originals, index))
    notes.push(unmigratedGeneratedNote(relative(cwd, file) || file, options.to));
  // the project pass: parse the selected files once, link them, and keep each tree for the transform
  const { selected, trees, parseErrors, contexts } = projectPass(
    originals,
    index,
    [...(options.apiBases ?? []), ...emberAdapterBases(originals.values())],
    () => phase('read and parse'),
  );
  phase('project pass');
  for (const file of files) {
    if (selected.has(file)) continue;
    // a generated client at the new version is said so whether or not the prefilter kept it (a rerun's note is
    // then the same with and without an overlay whose names would keep it)
    if (generatedAtTarget(originals.get(file) ?? '', index))
      notes.push(atTargetNote(relative(cwd, file) || file, options.to));
    unparsed.add(file);
    progress.tick(++done);
  }
  for (const file of files) {
    if (!selected.has(file)) continue;
    const context = contexts.get(file);
    jobs.push({ file, source: originals.get(file)!, ...(context ? { context } : {}) });
  }
  const textEdits = new Map<string, SiteEdit[]>();
  const sitesByFile = new Map<string, ApiSite[]>();
  const resourcesByFile = new Map<string, ResourceSite[]>();
  const fixtureAnswers: FixtureAnswer[] = [];
  const backboneClasses = new Map<string, BackboneFacts[]>();
  const record = ({ file }: Job, outcome: JobOutcome): void => {
    if (outcome.ok) {
      fixtureAnswers.push(...(outcome.result.fixtures ?? []));
      if (outcome.result.backbone) backboneClasses.set(file, outcome.result.backbone);
      textEdits.set(file, outcome.result.textEdits ?? []);
      if (outcome.result.sites?.length) sitesByFile.set(file, outcome.result.sites);
      if (outcome.result.resources?.length) resourcesByFile.set(file, outcome.result.resources);
      current.set(file, outcome.result.output);
      outcomes.set(file, {
        file,
        status: 'unchanged',
        edits: outcome.result.edits,
        todos: outcome.result.todos,
        possible: outcome.result.possible ?? [],
        gaps: outcome.result.gaps ?? [],
        bareLeft: outcome.result.bareLeft ?? [],
        left: outcome.result.left ?? [],
      });
    } else {
      outcomes.set(file, {
        file,
        status: 'failed',
        error: outcome.error,
        edits: [],
        todos: [],
        possible: [],
      });
    }
    progress.tick(++done);
  };
  const transformJob = ({ file, source, context }: Job): JobOutcome => {
    const parseError = parseErrors.get(file);
    if (parseError !== undefined) return { ok: false, error: parseError };
    if (generatedAtTarget(source, index)) {
      notes.push(atTargetNote(relative(cwd, file) || file, options.to));
      return {
        ok: true,
        result: {
          output: source,
          edits: [],
          todos: [],
          possible: [],
          bareLeft: [],
          textEdits: [],
          sites: [],
          gaps: [],
          left: [],
        },
      };
    }
    try {
      const ast = trees.get(file);
      trees.delete(file);
      return {
        ok: true,
        result: transformSource(source, file, index, parserFor(file), {
          ...(context ? { context } : {}),
          ...(ast ? { ast } : {}),
        }),
      };
    } catch (error) {
      return { ok: false, error: describeError(error) };
    }
  };
  // in band: a worker-thread pool measured slower on every corpus tried and was removed (docs/benchmarks.md)
  for (const job of jobs) {
    if (options.signal) await nextTurn(); // lets a signal's handler run between files
    if (stopped()) break;
    record(job, transformJob(job));
  }
  // a module calling another's function that returns this API's response: again, with the reads of that response
  const again = new Map<string, Job>();
  const rerun = (job: Job): void => {
    again.set(job.file, job);
    done--; // counted once already
    const outcome = transformJob(job);
    // the mocks' JSON fixtures it answers with were counted on its first run
    record(job, outcome.ok ? { ok: true, result: { ...outcome.result, fixtures: [] } } : outcome);
  };
  for (const job of importersOf(jobs, returnedResponses(sitesByFile, originals))) rerun(job);
  const scriptObjects = scriptObjectResponses(sitesByFile, originals);
  for (const job of scriptObjectCallersOf(jobs, scriptObjects)) rerun(job);
  // components reading a Vuex module's state or getters that hold this API's rows: again, with those reads
  for (const job of storeReadersOf(jobs, again)) {
    rerun(job);
    const template = storeTemplateEdits(job, sfc.component(job.file));
    sfc.allowTemplateEdits(job.file, template);
    textEdits.get(job.file)?.push(...template);
    // counted with the script's edits: at their line in the component (the view keeps its offsets)
    outcomes
      .get(job.file)
      ?.edits.push(...template.map((e) => ({ ...lineColumn(job.source, e.at), changeId: e.changeId })));
  }
  // AngularJS: what an injectable returns, into the controllers injecting it, their views and filters
  const views = [...originals.values()].some((text) => /\bangular\b/.test(text))
    ? await htmlViews(options.paths, cwd)
    : new Map<string, string>();
  const viewEdits = new Map<string, IdEdit[]>();
  // Backbone: the instances of this API's classes, into the views and modules using them (backbone-flows.ts)
  const backbone = await backboneFlows(backboneClasses, originals, options.paths, cwd);
  const flows = ng1Flows(sitesByFile, originals, views, resourcesByFile);
  for (const [file, edits] of backbone.scripts) flows.set(file, [...(flows.get(file) ?? []), ...edits]);
  for (const [file, flowEdits] of flows) {
    if (views.has(file) && !originals.has(file)) {
      viewEdits.set(file, flowEdits);
      continue;
    }
    const job = again.get(file) ?? jobs.find((j) => j.file === file);
    const source = originals.get(file);
    if (job) rerun({ ...job, context: { ...(job.context ?? emptyContext()), flowEdits } });
    else if (source !== undefined) {
      // a file the prefilter passed over (a controller naming no URL): read now
      unparsed.delete(file);
      record({ file, source }, transformJob({ file, source, context: { ...emptyContext(), flowEdits } }));
    }
  }
  // ember-data: each model's serializer, store queries and adapter URLs (`ember-data.ts`)
  const ember = emberDataFlows(originals, index);
  for (const [file, flow] of ember.files) {
    const job = again.get(file) ?? jobs.find((j) => j.file === file);
    const base = job?.context ?? emptyContext();
    const context = {
      ...base,
      flowEdits: [...(base.flowEdits ?? []), ...flow.edits],
      flowTodos: [...(base.flowTodos ?? []), ...flow.todos],
    };
    const source = originals.get(file);
    if (job) rerun({ ...job, context });
    else if (source !== undefined) {
      unparsed.delete(file); // a file the prefilter passed over (a serializer naming no URL): read now
      record({ file, source }, transformJob({ file, source, context }));
    }
  }
  progress.end();
  phase('syntax pass');
  for (const [file, edits] of textEdits) sfc.setEdits(file, edits);
  const typeTexts = sfc.typeTexts(originals);

  /** Puts the type-aware pass's edits together with the syntax pass's, on each file's text before the run. */
  const mergeTypePass = (pass: TypePassResult): void => {
    const touched = new Set([...textEdits.keys(), ...pass.files.keys()]);
    for (const file of touched) {
      const outcome = outcomes.get(file);
      if (outcome?.status === 'failed') continue;
      unparsed.delete(file); // a rename reached it: not a file holding nothing of this API
      let original = typeTexts.get(file);
      if (original === undefined) {
        // read for types, written only because a rename reaches it
        original = readFileSync(file, 'utf8');
        originals.set(file, original);
        current.set(file, original);
        outside.push(file);
      }
      const covered = (site: string | undefined): boolean =>
        site !== undefined && pass.covered.has(`${file}#${site}`);
      const syntax = (textEdits.get(file) ?? []).filter((e) => !covered(e.site));
      const typed = pass.files.get(file);
      const overlaps = (e: { start: number; end: number }): boolean =>
        syntax.some((s) => (s.start < e.end && e.start < s.end) || (s.start === e.start && s.end === e.end));
      const extra = (typed?.edits ?? []).filter((e) => !overlaps(e));
      const result = outcome ?? { file, status: 'unchanged' as const, edits: [], todos: [], possible: [] };
      result.todos = result.todos.filter((t) => !covered(t.site));
      if (typed) {
        typed.edits.forEach((e, i) => {
          if (!overlaps(e) && typed.records[i]) result.edits.push(typed.records[i]!);
        });
        result.todos.push(...typed.todos);
      }
      outcomes.set(file, result);
      current.set(file, applyEdits(original, [...syntax, ...extra]).text);
      sfc.setEdits(file, [...syntax, ...extra]);
      // a TODO about a Svelte `{#if}` test that the component folded away is done
      result.todos = result.todos.filter((t) => !sfc.settled(file, t));
    }
  };
  const outside: string[] = [];
  const templateFiles: string[] = [];
  let templates: TypePassResult['templates'];

  const missing: MissingExtends[] = []; // a tsconfig `extends` not on disk (a Nuxt app's `.nuxt/`)
  let typeErrors: TypeErrorRecord[] = [];
  let typeChecked: string | undefined;
  if (
    options.types !== false &&
    (sitesByFile.size > 0 ||
      hasContractRoutes(originals.values()) ||
      [...originals.values()].some(importsReactAdminText)) &&
    !stopped()
  ) {
    // Angular's template parser is loaded only for a run with a component in it
    const angular = [...originals.values()].some((t) => /@Component\s*\(/.test(t))
      ? (await import('../angular/angular-pass.js')).angularTemplatePass
      : undefined;
    options.onStage?.(
      `the type-aware pass over ${sitesByFile.size} file(s) calling the API and what they import`,
    );
    const pass = guarded(notes, 'the type-aware pass', () =>
      typePass({
        ...(angular ? { angularTemplates: angular } : {}),
        ...(project ? { project } : {}),
        searchFrom: resolve(cwd, options.paths[0] ?? '.'),
        files: typeTexts,
        sites: sitesByFile,
        changes: index.changes,
        guideUrl: index.guideUrl,
        endpoint: (method, path) => {
          const resolution = index.resolve(path, method);
          if (resolution.kind !== 'endpoint') return undefined;
          return {
            response: resolution.steps.map((s) => s.response),
            request: resolution.steps.map((s) => s.request),
            query: resolution.steps.map((s) => s.query),
            ...(resolution.moved ? { moved: movedNote(resolution.moved.change) } : {}),
            path: resolution.path,
            ids: resolution.ids,
            params: resolution.params,
          };
        },
      }),
    );
    phase('type-aware pass');
    if (pass?.tsconfig) missing.push(...missingExtends(pass.tsconfig));
    if (pass?.denoConfig) notes.push(denoProjectNote(relative(cwd, pass.denoConfig) || pass.denoConfig));
    // Angular templates (`templateUrl`) are files of the run: written like the others, not as files a rename reached
    for (const [file, text] of pass?.templates?.files ?? []) {
      if (originals.has(file)) continue;
      originals.set(file, text);
      current.set(file, text);
      typeTexts.set(file, text); // its edits are on this text: not a file a rename reached
      templateFiles.push(file);
    }
    if (pass) mergeTypePass(pass);
    if (pass?.templates) templates = pass.templates;
    // the result type-checked, when the project's own tsconfig was loaded: what the run broke is work left
    if (options.signal) await nextTurn(); // a Ctrl-C during the pass: seen here, before the type-check starts
    // a Deno project is checked against its own input: Deno's globals and jsr: packages are unknown to tsc in both
    const checkedWith = pass?.tsconfig ?? pass?.denoConfig;
    if (pass && options.typecheck !== false && checkedWith && !stopped()) {
      const changed = new Map([...current].filter(([file, text]) => originals.get(file) !== text));
      if (changed.size > 0) {
        options.onStage?.(`the type-check of the result (${relative(cwd, checkedWith) || checkedWith})`);
        const found = guarded(notes, 'the type-check', () => newTypeErrors(pass.project, changed));
        typeErrors = found ?? [];
        if (found) typeChecked = relative(cwd, checkedWith) || checkedWith;
      }
      // each statement the compiler now rejects gets a TODO: work left for a person, at the place
      const byFile = new Map<string, TypeErrorRecord[]>();
      for (const error of typeErrors) byFile.set(error.file, [...(byFile.get(error.file) ?? []), error]);
      for (const [file, errors] of byFile) {
        if (sfc.has(file)) {
          sfcErrorTodos(sfc, file, errors, current.get(file) ?? '', outcomes.get(file));
          continue;
        }
        const { text, inserted, first } = withErrorTodos(current.get(file) ?? '', errors);
        current.set(file, text);
        const outcome = outcomes.get(file);
        errors.forEach((error, i) => {
          if (!first[i]) return; // the same message above the same statement: one TODO
          outcome?.todos.push({
            line: error.line,
            column: error.column,
            changeId: 'typecheck',
            message: typeErrorTodo(error).replace(`${TODO_TAG} `, ''),
            inserted: inserted[i]!,
          });
        });
      }
      phase('type-check');
    }
  }

  // AngularJS views edited by the flow above: files of the run, written like the others
  const viewFiles: string[] = [];
  for (const [file, edits] of viewEdits) {
    const text = views.get(file)!;
    originals.set(file, text);
    current.set(file, applyEdits(text, edits).text);
    const records = edits.map((e) => ({ ...lineColumn(text, e.at), changeId: e.changeId }));
    outcomes.set(file, { file, status: 'unchanged', edits: records, todos: [], possible: [] });
    viewFiles.push(file);
  }
  notes.push(...missing.map((gap) => missingExtendsNote(gap, (p) => relative(cwd, p) || p)));
  if (!templates && options.types === false) {
    const components = [...originals.values()].filter((t) => /@Component\s*\(/.test(t)).length;
    if (components > 0)
      notes.push(
        `${components} Angular component file(s): their templates are read by the type-aware pass, which --no-types turns off; the bindings in them were not migrated`,
      );
  }
  const report: CodemodReport = {
    from: options.from,
    to: options.to,
    dry,
    interrupted: readCut,
    written: [],
    summary: {
      files: files.length,
      skipped: unparsed.size,
      changed: 0,
      unchanged: 0,
      failed: 0,
      manual: 0,
      edits: 0,
      todos: 0,
    },
    notes,
    byChange: {},
    edits: [],
    todos: [],
    failures: [],
    possible: [],
    unnamed: [],
    remaining: [],
    unreadTemplates: await scanUnreadTemplates(
      options.paths,
      cwd,
      oldNames(options.map, options.from, options.to),
      templateFiles,
      new Map(viewFiles.map((f) => [f, current.get(f)!])),
    ),
    versionBases: [],
    versionedUrls: [],
    missingExtends: missing.map((m) => ({
      ...m,
      tsconfig: relative(cwd, m.tsconfig) || m.tsconfig,
      missing: isAbsolute(m.missing) ? relative(cwd, m.missing) : m.missing,
    })),
    timings,
    templates: {
      files: templateFiles.map((f) => relative(cwd, f) || f),
      inline: templates?.inline ?? 0,
      unread: (templates?.unread ?? []).map((u) => ({ ...u, file: relative(cwd, u.file) || u.file })),
    },
    typeErrors: typeErrors.map(({ anchor: _anchor, ...e }) => ({
      ...e,
      ...sfc.position(e.file, e, current.get(e.file)),
      file: relative(cwd, sfc.realPath(e.file)) || e.file,
    })),
    ...(typeChecked === undefined ? {} : { typeChecked }),
  };
  const remaining = remainingPattern(index);
  // files outside the given paths that a rename reaches: written too, under the same guard as the others
  const reached: string[] = [];
  for (const file of outside) {
    if (current.get(file) === originals.get(file)) continue;
    if (!dry && !options.allowDirty && (await uncommittedChanges([file], cwd)).length > 0) {
      current.set(file, originals.get(file)!);
      notes.push(
        `a rename reaches ${relative(cwd, file) || file}, outside the given paths, which has uncommitted changes: not written (commit it, or pass --allow-dirty)`,
      );
      continue;
    }
    reached.push(file);
  }
  if (reached.length > 0) {
    notes.push(
      `renames reached ${reached.length} file(s) outside the given paths, changed too: ${reached.map((f) => relative(cwd, f) || f).join(', ')}`,
    );
  }
  // the JSON fixtures the client's mocks of this API answer with, migrated as those endpoints' responses
  const fixtureFiles: string[] = [];
  for (const [file, fixture] of migrateFixtures(fixtureAnswers, index.translator)) {
    if (outcomes.has(file)) continue;
    const within = options.paths.some((p) => {
      const from = relative(resolve(cwd, p), file);
      return from === '' || (!from.startsWith('..') && !isAbsolute(from));
    });
    if (!within && !dry && !options.allowDirty && (await uncommittedChanges([file], cwd)).length > 0) {
      notes.push(
        `a mock answers with ${relative(cwd, file) || file}, outside the given paths, which has uncommitted changes: not migrated (commit it, or pass --allow-dirty)`,
      );
      continue;
    }
    originals.set(file, fixture.before);
    current.set(file, fixture.after);
    outcomes.set(file, { file, status: 'unchanged', edits: fixture.edits, todos: [], possible: [] });
    fixtureFiles.push(file);
  }
  // the Handlebars templates the scripts render with this API's responses, under the paths (handlebars-renders.ts)
  const rendered = [
    ...(await renderedTemplates(jobs, scriptObjects, options.paths, cwd)),
    ...backbone.templates,
  ].filter((t) => !outcomes.has(t.file));
  for (const t of rendered) {
    originals.set(t.file, t.before);
    current.set(t.file, t.after);
    outcomes.set(t.file, { file: t.file, status: 'unchanged', edits: t.edits, todos: [], possible: [] });
    fixtureFiles.push(t.file);
  }
  report.unreadTemplates = stillUnread(
    report.unreadTemplates,
    rendered,
    cwd,
    oldNames(options.map, options.from, options.to),
  );
  report.unreadTemplates = withoutKept(report.unreadTemplates, ember.kept);
  report.summary.files += fixtureFiles.length;
  // a generated client (openapi-typescript's `paths`): migrated so the project compiles, to be regenerated
  for (const file of [...files, ...reached]) {
    const original = originals.get(file);
    const generator = original === undefined ? undefined : generatorOf(original);
    if (generator && current.get(file) !== original)
      notes.push(regenerateNote(relative(cwd, file) || file, generator, options.to));
  }
  for (const file of [...files, ...templateFiles, ...viewFiles, ...reached, ...fixtureFiles]) {
    if (stopped()) {
      report.interrupted = true;
      break;
    }
    const real = sfc.realPath(file);
    const name = relative(cwd, real) || real;
    const outcome = outcomes.get(file) ?? {
      file,
      status: 'unchanged' as const,
      edits: [],
      todos: [],
      possible: [],
    };
    if (outcome.status === 'failed') {
      report.summary.failed++;
      report.failures.push({ file: name, error: outcome.error ?? 'failed' });
      continue;
    }
    const before = sfc.has(file) ? sfc.source(file) : originals.get(file)!;
    // lines the run inserted end as the file's own do (a CRLF file stays CRLF)
    const after = withLineEndingsOf(before, sfc.has(file) ? sfc.output(file) : current.get(file)!);
    if (after !== before) {
      // a dry run says which files the run would refuse to write (read-only ones), as the run would
      const refused = dry ? await writeRefusal(real, before) : undefined;
      if (refused) {
        report.summary.failed++;
        report.failures.push({ file: name, error: `${refused.message} (${refused.code})` });
        continue;
      }
      if (options.onDiff) options.onDiff(createTwoFilesPatch(name, name, before, after));
      if (!dry) {
        try {
          // refused when the file changed on disk since it was read, or is read-only (write-refused.ts)
          await writeAtomic(real, after, before);
          report.written.push(name);
        } catch (error) {
          report.summary.failed++;
          const why =
            error instanceof WriteRefusedError
              ? `${error.message} (${error.code})`
              : `cannot write: ${describeError(error)}`;
          report.failures.push({ file: name, error: why });
          continue;
        }
      }
      report.summary.changed++;
    } else {
      report.summary.unchanged++;
    }
    outcome.todos.push(...standingTodos(after, outcome.todos));
    if (outcome.todos.length > 0) report.summary.manual++;
    for (const edit of outcome.edits) {
      report.edits.push({ file: name, ...edit, ...sfc.position(file, edit) });
      report.byChange[edit.changeId] = (report.byChange[edit.changeId] ?? 0) + 1;
    }
    // a component's template holds one comment per line for a message: two reads on a line are one TODO
    const written = new Set<string>();
    // a run that wrote the file also names each TODO where it now is, below the comments inserted above it
    const lines = !dry && after !== before ? writtenLines(before, after) : undefined;
    for (const todo of outcome.todos) {
      // a compiler error's TODO is at its `.vue` line already, and at its line in the written text
      const read = todo.standing || todo.changeId === 'typecheck' ? undefined : sfc.position(file, todo);
      const record = {
        file: name,
        ...(read ? withWrittenLine({ ...todo, ...read }, lines) : todo),
      };
      const key = `${record.line}\n${record.message}`;
      if (sfc.has(file) && written.has(key)) continue;
      written.add(key);
      report.todos.push(record);
    }
    for (const p of outcome.possible) report.possible.push({ file: name, ...p });
    for (const g of outcome.gaps ?? []) report.unnamed.push({ file: name, ...g });
    // a template makes no HTTP call: a path in it is the app's own route (`[routerLink]="['/records', id]"`)
    const template = templateFiles.includes(file) || viewFiles.includes(file);
    if (!template) report.versionBases.push(...versionBases(name, after, options.from));
    if (!template) report.versionedUrls?.push(...versionedUrls(name, after, options.from));
    if (remaining && !template) {
      const sites = [...(outcome.left ?? []), ...sfc.links(file)];
      report.remaining.push(...scanRemaining(name, before, after, remaining, sites));
    }
    for (const bare of outcome.bareLeft ?? [])
      report.remaining.push({
        file: name,
        ...bare,
        left: 'look',
        why: bare.why ?? "under this API's client, naming an old endpoint the map does not resolve",
      });
  }
  // a run on part of a project: old paths in the modules it imports from outside the given paths (outside-imports.ts)
  if (remaining && !report.interrupted) {
    const imported = outsideImportPaths(originals, remaining, cwd);
    report.remaining.push(...imported);
    const importedFiles = [...new Set(imported.map((p) => p.file))];
    if (importedFiles.length > 0)
      notes.push(
        `the given files import ${importedFiles.length} file(s) outside the given paths that name old paths (${importedFiles.join(', ')}): not read or changed, so requests built from their constants keep those paths (listed below); run on a folder holding both`,
      );
  }
  // written with no history to go back to: said, so the next run is made on a copy or in git
  const unguarded = report.written.length > 0 ? await outsideWorkTree(options.paths, cwd) : [];
  if (unguarded.length > 0)
    notes.push(
      `${unguarded.join(', ')}: not in a git work tree, so the files were rewritten in place with no copy to go back to; commit them to git (or keep a copy) before a run, or look first with --dry --print`,
    );
  // a base the code reads from its environment (`import.meta.env.VITE_API_URL`) whose dotenv file names the old version
  report.versionBases.push(...(await envVersionBases(options.paths, originals.values(), options.from, cwd)));
  report.summary.edits = report.edits.length;
  report.summary.todos = report.todos.length;
  return report;
}

/** Reads a component file (`.vue`, `.svelte`) into `sfc`: its virtual path and script text, or undefined (a failure) when it cannot parse. */
function openSfc(
  sfc: SfcFiles,
  file: string,
  source: string,
  outcomes: Map<string, FileOutcome>,
): { path: string; text: string } | undefined {
  try {
    const { virtual, text } = sfc.open(file, source);
    return { path: virtual, text };
  } catch (error) {
    outcomes.set(file, {
      file,
      status: 'failed',
      error: describeError(error),
      edits: [],
      todos: [],
      possible: [],
    });
    return undefined;
  }
}

/** A note for each kind of component the run read, saying what of them was read. */
function componentNotes(sfc: SfcFiles): string[] {
  const vue = sfc.count('vue');
  const svelte = sfc.count('svelte');
  const astro = sfc.count('astro');
  return [
    ...(vue > 0
      ? [
          `${vue} Vue single-file component(s) (.vue): their <script> blocks are migrated as modules of the project, and the template's expressions through the types of the script's bindings (lang="ts"); see docs/codemods.md`,
        ]
      : []),
    ...(svelte > 0
      ? [
          `${svelte} Svelte component(s) (.svelte): their <script> blocks are migrated as modules of the project, and the markup's expressions through the types of the script's bindings (lang="ts"); see docs/codemods.md`,
        ]
      : []),
    ...(astro > 0
      ? [
          `${astro} Astro component(s) and page(s) (.astro): their frontmatter is migrated as a module of the project, and the template's {expressions} through the types of the frontmatter's bindings; their <script> tags are not read; see docs/codemods.md`,
        ]
      : []),
  ];
}

/** Compiler errors in a component: a TODO at each (an HTML comment in the template), reported at its `.vue` line. */
function sfcErrorTodos(
  sfc: SfcFiles,
  file: string,
  errors: readonly TypeErrorRecord[],
  migrated: string,
  outcome: FileOutcome | undefined,
): void {
  for (const error of errors) {
    sfc.addTodo(file, error.anchor, typeErrorTodo(error));
    outcome?.todos.push({
      ...sfc.position(file, error, migrated),
      changeId: 'typecheck',
      message: typeErrorTodo(error).replace(`${TODO_TAG} `, ''),
      inserted: true,
    });
  }
}

/**
 * Runs a pass that only adds to the syntax pass (types, type-check): if it fails (a tsconfig the compiler cannot
 * read, say), the run goes on with what it has, and a note says so.
 */
function guarded<T>(notes: string[], what: string, pass: () => T): T | undefined {
  try {
    return pass();
  } catch (error) {
    notes.push(`${what} stopped (${describeError(error)}); the syntax pass's edits stand`);
    return undefined;
  }
}
