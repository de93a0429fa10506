// Brings what cannot read remotes.config.ts itself (apps/shell/turbo.json) in line with that table.
//   node scripts/sync-remotes.ts           rewrite it when it disagrees
//   node scripts/sync-remotes.ts --check   exit 1 when it disagrees
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { syncTurboJson, turboFollowsTable } from './lib/shell-turbo.ts';

const file = path.resolve(import.meta.dirname, '../apps/shell/turbo.json');
const text = readFileSync(file, 'utf8');
if (turboFollowsTable(text)) {
  console.log('apps/shell/turbo.json follows remotes.config.ts');
} else if (process.argv.includes('--check')) {
  console.error('apps/shell/turbo.json disagrees with remotes.config.ts: run node scripts/sync-remotes.ts');
  process.exit(1);
} else {
  writeFileSync(file, syncTurboJson(text));
  console.log('apps/shell/turbo.json rewritten from remotes.config.ts');
}
