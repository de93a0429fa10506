// Public exports of the workspace packages that no other workspace imports. A package's public index is its
// contract with the apps: a name nobody outside imports is either dead code or belongs inside the package.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One package's public entry files (the `.ts`/`.tsx` targets of its `exports`). */
export type PackageEntries = { name: string; dir: string; entries: Map<string, string> };

/** Where code that may import a package lives (relative to the repository root). */
const CODE_ROOTS = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.turbo']);

/**
 * The entry files of a package from its package.json `exports`: subpath (`.` or `./engine`) to file.
 * @param pkgDir The package's folder.
 * @returns The package name and its TypeScript entries; none when it exports no TypeScript.
 */
export function packageEntries(pkgDir: string): PackageEntries {
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { name: string; exports?: Record<string, unknown> };
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    const files = typeof target === 'string' ? [target] : Object.values(target as Record<string, unknown>).filter((v): v is string => typeof v === 'string');
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
      // Several conditions may name different files for one subpath (the router's server and browser entries).
      entries.set(`${subpath}#${file}`, path.resolve(pkgDir, file));
    }
  }
  return { name: pkg.name, dir: pkgDir, entries };
}

/**
 * The names a module exports, re-exports followed (types included).
 * @param file The entry file.
 * @param program A program that contains it.
 * @returns The exported names.
 */
export function exportedNames(file: string, program: ts.Program): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  return symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : [];
}

/** Every TypeScript file under the code roots (tests included: a name used only by another package's tests is used). */
export function codeFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP_DIRS.has(name)) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
    }
  };
  for (const r of CODE_ROOTS) if (existsSync(path.join(root, r))) walk(path.join(root, r));
  return out;
}

/** One import of another module: the specifier and the names taken (`*` for a namespace or dynamic import). */
export type ImportUse = { specifier: string; names: string[] };

/**
 * The imports and re-exports of a file, read from its syntax alone.
 * @param text The file's source.
 * @returns Each module it takes names from, with the names.
 */
export function importsOf(text: string): ImportUse[] {
  const source = ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const uses: ImportUse[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
      uses.push({ specifier: node.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const names = !clause || ts.isNamespaceExport(clause) ? ['*'] : clause.elements.map((el) => (el.propertyName ?? el.name).text);
      uses.push({ specifier: node.moduleSpecifier.text, names });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      uses.push({ specifier: node.arguments[0].text, names: ['*'] });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      uses.push({ specifier: node.argument.literal.text, names: [node.qualifier ? ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.left.getText(source) : '*'] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** A package export that nothing outside the package imports. */
export type UnusedExport = { pkg: string; entry: string; name: string };

/**
 * The exports of every workspace package under `packages/` that no file outside that package imports, through its
 * name (`@shop/x`, `@shop/x/sub`) or a relative path to the entry file.
 * @param root The repository root.
 * @returns The unused exports, sorted.
 */
export function findUnusedExports(root: string): UnusedExport[] {
  const packages = readdirSync(path.join(root, 'packages'))
    .map((name) => path.join(root, 'packages', name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map(packageEntries)
    .filter((p) => p.entries.size > 0);
  const allEntryFiles = packages.flatMap((p) => [...p.entries.values()]);
  const program = ts.createProgram(allEntryFiles, { allowImportingTsExtensions: true, noEmit: true, jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2023, skipLibCheck: true });
  // What is taken from each entry file, by files outside its package.
  const used = new Map<string, Set<string>>();
  const take = (entryFile: string, names: string[]) => {
    const set = used.get(entryFile) ?? new Set<string>();
    for (const n of names) set.add(n);
    used.set(entryFile, set);
  };
  for (const file of codeFiles(root)) {
    const owner = packages.find((p) => file.startsWith(p.dir + path.sep));
    for (const use of importsOf(readFileSync(file, 'utf8'))) {
      for (const p of packages) {
        if (p === owner) continue;
        for (const [key, entryFile] of p.entries) {
          const subpath = key.slice(0, key.indexOf('#'));
          const bare = subpath === '.' ? p.name : `${p.name}/${subpath.slice(2)}`;
          const relative = use.specifier.startsWith('.') && path.resolve(path.dirname(file), use.specifier) === entryFile;
          if (use.specifier === bare || relative) take(entryFile, use.names);
        }
      }
    }
  }
  const unused: UnusedExport[] = [];
  for (const p of packages) {
    for (const [key, entryFile] of p.entries) {
      const taken = used.get(entryFile) ?? new Set<string>();
      if (taken.has('*')) continue;
      for (const name of exportedNames(entryFile, program)) if (!taken.has(name)) unused.push({ pkg: p.name, entry: key.slice(0, key.indexOf('#')), name });
    }
  }
  // An entry named by several conditions counts once per name.
  const seen = new Set<string>();
  return unused
    .filter((u) => !seen.has(`${u.pkg} ${u.entry} ${u.name}`) && seen.add(`${u.pkg} ${u.entry} ${u.name}`))
    .sort((a, b) => `${a.pkg} ${a.entry} ${a.name}`.localeCompare(`${b.pkg} ${b.entry} ${b.name}`));
}
