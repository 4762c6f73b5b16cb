import { dirname, join, relative, resolve, sep } from 'node:path';
import { existsSync } from 'node:fs';
import { Project, ts } from 'ts-morph';
import { WorkspacePackages } from './workspace-packages.js';

/** A tsconfig read by the compiler: its path and what it says. */
export interface ReadConfig {
  path: string;
  parsed: ts.ParsedCommandLine;
}

/**
 * The project of a tsconfig with project references (a `composite` monorepo, or a solution config with
 * `"files": []`), loaded as `tsc -b` and the editor see it: every referenced project's sources (in place of their
 * built declarations), each file resolving its imports with the options of the tsconfig that owns it (its `paths`,
 * its `moduleResolution`), and an import that reaches a referenced project's built output (through a workspace
 * package's `exports`), or would if it were built, read from that project's source. One program holds them all, so a rename reaches every
 * package. ts-morph takes one set of compiler options, so the per-file resolution is hand-written here.
 */
export function referencedProject(root: ReadConfig, readConfig: (path: string) => ReadConfig): Project {
  const configs = collectConfigs(root, readConfig);
  const owners = configs.filter((c) => c.parsed.fileNames.length > 0);
  const ownerOf = new Map<string, ts.CompilerOptions>();
  for (const { parsed } of [...owners].reverse())
    for (const f of parsed.fileNames) ownerOf.set(resolve(f), parsed.options);
  const sources = new Set(ownerOf.keys());
  const options = programOptions(root, owners);
  const workspace = new WorkspacePackages(owners, sources);
  const project = new Project({
    compilerOptions: options,
    resolutionHost: (host, getOptions) => ({
      resolveModuleNames: (names, containingFile, _reused, _redirect, _options, containing) => {
        const owner = ownerOf.get(resolve(containingFile)) ?? getOptions();
        const mode = containing?.impliedNodeFormat;
        return names.map((name) => {
          const found = ts.resolveModuleName(name, containingFile, owner, host, undefined, undefined, mode);
          const module = found.resolvedModule;
          if (!module) {
            const source = workspace.resolve(name);
            return source ? { resolvedFileName: source, extension: extensionOf(source) } : undefined;
          }
          const source = sourceOfOutput(module.resolvedFileName, owners, sources);
          return source ? { resolvedFileName: source, extension: extensionOf(source) } : module;
        });
      },
    }),
  });
  for (const file of sources) project.addSourceFileAtPathIfExists(file);
  project.resolveSourceFileDependencies();
  return project;
}

/** The tsconfig and every one it references, transitively (at most 64). */
function collectConfigs(root: ReadConfig, readConfig: (path: string) => ReadConfig): ReadConfig[] {
  const out: ReadConfig[] = [];
  const seen = new Set<string>();
  const visit = (config: ReadConfig): void => {
    if (seen.has(config.path) || seen.size > 64) return;
    seen.add(config.path);
    out.push(config);
    for (const reference of config.parsed.projectReferences ?? []) {
      const path = ts.resolveProjectReferencePath(reference);
      if (existsSync(path)) visit(readConfig(path));
    }
  };
  visit(root);
  return out;
}

/**
 * The options the one program is checked with: the root's own when it compiles files itself, else (a solution
 * config) those of its first project with files, with the `lib` and `types` of all of them; never emitting.
 */
function programOptions(root: ReadConfig, owners: readonly ReadConfig[]): ts.CompilerOptions {
  const first = root.parsed.fileNames.length > 0 ? root : (owners[0] ?? root);
  const {
    composite: _composite,
    rootDir: _rootDir,
    outDir: _outDir,
    declarationDir: _declarationDir,
    tsBuildInfoFile: _tsBuildInfoFile,
    incremental: _incremental,
    ...options
  } = first.parsed.options;
  const lib = unionOf(owners.map((c) => c.parsed.options.lib));
  const types = unionOf(owners.map((c) => c.parsed.options.types));
  return { ...options, ...(lib ? { lib } : {}), ...(types ? { types } : {}), noEmit: true };
}

function unionOf(lists: readonly (readonly string[] | undefined)[]): string[] | undefined {
  if (lists.some((l) => l === undefined)) return undefined; // one project takes the defaults: keep them
  return [...new Set(lists.flatMap((l) => l ?? []))];
}

/** `packages/api/dist/index.d.ts` of a referenced project → `packages/api/src/index.ts`, when that is a source. */
function sourceOfOutput(
  file: string,
  owners: readonly ReadConfig[],
  sources: ReadonlySet<string>,
): string | undefined {
  const match = /\.d\.(m|c)?ts$/.exec(file);
  if (!match) return undefined;
  for (const { path, parsed } of owners) {
    const outDir = parsed.options.outDir ?? parsed.options.declarationDir;
    if (!outDir || !file.startsWith(resolve(outDir) + sep)) continue;
    const rootDir = parsed.options.rootDir ?? dirname(path);
    const stem = join(resolve(rootDir), relative(resolve(outDir), file)).slice(0, -match[0].length);
    const ext = match[1] ?? '';
    for (const candidate of [`${stem}.${ext}ts`, `${stem}.tsx`]) if (sources.has(candidate)) return candidate;
  }
  return undefined;
}

function extensionOf(file: string): ts.Extension {
  if (file.endsWith('.mts')) return ts.Extension.Mts;
  if (file.endsWith('.cts')) return ts.Extension.Cts;
  if (file.endsWith('.tsx')) return ts.Extension.Tsx;
  return ts.Extension.Ts;
}
