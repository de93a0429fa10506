import type { Compiler } from '@rspack/core';

export type AssetsJson = {
  /** The build id shared with the mf-manifest files of the same build (MF_BUILD_VERSION). */
  buildVersion: string;
  /** Initial files of each entry, in load order (js and css). */
  entries: Record<string, string[]>;
  /** Every emitted css file. */
  css: string[];
  /** Every JavaScript file this build emitted (a folder may still hold files of earlier builds). */
  js: string[];
};

/**
 * Emits `assets.json` describing the entry files of a build, so servers can link hashed files
 * (bootstrap script, stylesheets, preload hints) without guessing names.
 */
export class AssetsJsonPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AssetsJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetsJsonPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entries: Record<string, string[]> = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            entries[name] = entrypoint.getFiles().filter((f) => !f.endsWith('.map'));
          }
          const names = compilation.getAssets().map((a) => a.name);
          const css = names.filter((n) => n.endsWith('.css'));
          const js = names.filter((n) => n.endsWith('.js'));
          const json: AssetsJson = { buildVersion: process.env.MF_BUILD_VERSION ?? 'local', entries, css, js };
          compilation.emitAsset('assets.json', new RawSource(JSON.stringify(json, null, 2)));
        },
      );
    });
  }
}
