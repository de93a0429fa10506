// apps/shell/turbo.json lists every remote's build (the shell's typecheck checks the types they publish).
// turbo cannot read TypeScript, so the list follows remotes.config.ts through `node scripts/sync-remotes.ts`.
import { REMOTES, type RemoteEntry } from '../../remotes.config.ts';

type TurboJson = { tasks: { typecheck: { dependsOn: string[] } } };

/** The tasks the shell's `typecheck` waits for: its packages' builds and every remote's build, in table order. */
export function shellTypecheckDeps(remotes: readonly RemoteEntry[] = REMOTES): string[] {
  return ['^build', ...remotes.map((r) => `@shop/${r.folder}#build`)];
}

/** Whether the text of apps/shell/turbo.json waits for exactly the remotes of the table. */
export function turboFollowsTable(text: string, remotes: readonly RemoteEntry[] = REMOTES): boolean {
  const deps = (JSON.parse(text) as TurboJson).tasks.typecheck.dependsOn;
  return JSON.stringify(deps) === JSON.stringify(shellTypecheckDeps(remotes));
}

/** The text of apps/shell/turbo.json with the remote builds of the table (other settings kept). */
export function syncTurboJson(text: string, remotes: readonly RemoteEntry[] = REMOTES): string {
  const config = JSON.parse(text) as TurboJson;
  config.tasks.typecheck.dependsOn = shellTypecheckDeps(remotes);
  return `${JSON.stringify(config, null, 2)}\n`;
}
