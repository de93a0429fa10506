// Lists the workspace packages' public exports that no other workspace imports (scripts/lib/unused-exports.ts), and
// with --remove takes them out of the entry files' re-export lists. A name declared in the entry file itself is
// only listed: delete or un-export it by hand.
//
//   node scripts/unused-exports.ts [--remove] [--package @shop/validators]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { findUnusedExports, packageEntries } from './lib/unused-exports.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const remove = args.includes('--remove');
const only = args.includes('--package') ? args[args.indexOf('--package') + 1] : undefined;

/**
 * Removes `names` from the `export { … } from` and `export type { … } from` lists of a file.
 * @returns The new text and the names it could not remove (declared in the file itself).
 */
export function removeReExports(text: string, names: Set<string>): { text: string; left: string[] } {
  const source = ts.createSourceFile('index.ts', text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; replacement: string }[] = [];
  const removed = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const elements = statement.exportClause.elements;
    const keep = elements.filter((el) => !names.has(el.name.text));
    if (keep.length === elements.length) continue;
    for (const el of elements) if (names.has(el.name.text)) removed.add(el.name.text);
    if (keep.length === 0) {
      // The whole statement and its line break.
      const end = text[statement.end] === '\n' ? statement.end + 1 : statement.end;
      edits.push({ start: statement.getFullStart() + (text.slice(statement.getFullStart(), statement.getStart()).match(/^\n*/)?.[0].length ?? 0), end, replacement: '' });
    } else {
      const list = statement.exportClause;
      edits.push({ start: list.getStart(), end: list.end, replacement: `{ ${keep.map((el) => el.getText(source)).join(', ')} }` });
    }
  }
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.replacement + out.slice(e.end);
  return { text: out, left: [...names].filter((n) => !removed.has(n)) };
}

if (import.meta.main) {
  const unused = findUnusedExports(root).filter((u) => !only || u.pkg === only);
  for (const u of unused) console.log(`${u.pkg}${u.entry === '.' ? '' : u.entry.slice(1)}\t${u.name}`);
  console.log(`${unused.length} public exports imported by no other workspace`);
  if (remove) {
    const byFile = new Map<string, Set<string>>();
    for (const u of unused) {
      const pkg = packageEntries(path.join(root, 'packages', u.pkg.replace('@shop/', '')));
      for (const [key, file] of pkg.entries) if (key.startsWith(`${u.entry}#`)) byFile.set(file, (byFile.get(file) ?? new Set()).add(u.name));
    }
    for (const [file, names] of byFile) {
      const { text, left } = removeReExports(readFileSync(file, 'utf8'), names);
      writeFileSync(file, text);
      if (left.length) console.log(`${path.relative(root, file)}: declared there, not removed: ${left.join(' ')}`);
    }
  }
  process.exitCode = unused.length && !remove ? 1 : 0;
}
