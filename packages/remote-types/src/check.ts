import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ConsumedRemote, Problem, PublishedTypes } from './contract.ts';
import { readZip } from './zip.ts';

export type CheckInput = {
  /** The consumer's package folder (its tsconfig.json gives the compiler options). */
  consumerDir: string;
  /** Absolute path of the consumer's contract module (exports the expected types). */
  contractFile: string;
  remotes: ConsumedRemote[];
  published: PublishedTypes[];
};

/** Problems that are not one remote's fault (the contract module itself does not compile) carry this name. */
export const CONTRACT = '(contract)';

/** The exposes an archive publishes: its top-level `<name>.d.ts` files (MF writes one per expose). */
export function publishedExposes(files: Map<string, Buffer>): string[] {
  return [...files.keys()].filter((f) => !f.includes('/') && f.endsWith('.d.ts')).map((f) => `./${f.slice(0, -'.d.ts'.length)}`);
}

function safeName(name: string): boolean {
  return !name.startsWith('/') && !name.split('/').includes('..') && !name.includes('\\');
}

function importPath(from: string, to: string): string {
  const rel = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/**
 * Type-checks what a consumer expects of each remote against the types that remote published: every consumed
 * expose must be published, and its module type must be assignable to the contract's type. Returns the problems,
 * each naming its remote; an empty list means the contract holds.
 */
export function checkRemoteTypes(input: CheckInput): Problem[] {
  const workDir = path.join(input.consumerDir, 'node_modules/.cache/remote-types');
  rmSync(workDir, { recursive: true, force: true });
  const problems: Problem[] = [];
  const checks = new Map<string, string>();
  const paths: Record<string, string[]> = {};
  for (const remote of input.remotes) {
    const published = input.published.find((p) => p.name === remote.name);
    if (!published?.archive) {
      problems.push({ remote: remote.name, message: `publishes no types (looked for ${published?.from ?? 'nothing'}); build or deploy it, its build writes client/@mf-types.zip` });
      continue;
    }
    let files: Map<string, Buffer>;
    try {
      files = readZip(published.archive);
    } catch (error) {
      problems.push({ remote: remote.name, message: `published types in ${published.from} cannot be read: ${error instanceof Error ? error.message : String(error)}` });
      continue;
    }
    const typesDir = path.join(workDir, 'types', remote.name);
    for (const [name, data] of files) {
      if (!safeName(name)) continue;
      mkdirSync(path.dirname(path.join(typesDir, name)), { recursive: true });
      writeFileSync(path.join(typesDir, name), data);
    }
    paths[`${remote.name}/*`] = [path.join(typesDir, '*')];
    const exposes = publishedExposes(files);
    const checkFile = path.join(workDir, 'checks', `${remote.name}.ts`);
    const lines = [`// Generated: ${remote.name}'s published types (${published.from}) against ${path.relative(input.consumerDir, input.contractFile)}.`];
    let index = 0;
    for (const [expose, typeName] of Object.entries(remote.exposes)) {
      if (!exposes.includes(expose)) {
        problems.push({ remote: remote.name, message: `no longer exposes ${expose} (its published types have ${exposes.join(', ') || 'no exposes'})` });
        continue;
      }
      const specifier = `${remote.name}/${expose.slice(2)}`;
      lines.push(
        `import type { ${typeName} as Expected${index} } from '${importPath(checkFile, input.contractFile)}';`,
        `import type * as Published${index} from '${specifier}';`,
        `declare const published${index}: typeof Published${index};`,
        `// ${specifier} must satisfy ${typeName}`,
        `export const expose${index}: Expected${index} = published${index};`,
      );
      index += 1;
    }
    if (index > 0) {
      mkdirSync(path.dirname(checkFile), { recursive: true });
      writeFileSync(checkFile, `${lines.join('\n')}\n`);
      checks.set(checkFile, remote.name);
    }
  }
  if (checks.size === 0) return problems;

  const config = ts.getParsedCommandLineOfConfigFile(path.join(input.consumerDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`cannot read ${path.join(input.consumerDir, 'tsconfig.json')}`);
  const options: ts.CompilerOptions = { ...config.options, noEmit: true, skipLibCheck: true, paths, noUnusedLocals: false };
  const program = ts.createProgram([...checks.keys()], options);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
    const file = diagnostic.file;
    const remote = file && checks.get(path.resolve(file.fileName));
    if (remote && diagnostic.start !== undefined) {
      // The comment line above each assignment says which expose and which type.
      const what = file.text.slice(0, diagnostic.start).split('\n').at(-2)?.replace(/^\/\/ /, '') ?? '';
      problems.push({ remote, message: `${what}, but its published type does not:\n    ${text}` });
    } else {
      const at = file && diagnostic.start !== undefined ? `${path.relative(input.consumerDir, file.fileName)}:${file.getLineAndCharacterOfPosition(diagnostic.start).line + 1}: ` : '';
      problems.push({ remote: CONTRACT, message: `${at}${text}` });
    }
  }
  return problems;
}
