/**
 * Styles of the header's search panel and top banner, rendered in a <style> element next to them (the shell's
 * stylesheet belongs to the shell; these rules travel with the components that use them).
 */
export const HEADER_EXTRA_CSS = `
.shell-searchbox { position: relative; flex: 1; max-width: 520px; }
.shell-searchbox .shell-search { max-width: none; }
.shell-searchbox__panel { position: absolute; top: calc(100% + 6px); left: 0; right: 0; z-index: 30; display: grid; gap: 16px; padding: 18px 20px 12px; background: #fff; border: 1px solid var(--ui-color-line, #e8e8e8); border-radius: 12px; box-shadow: 0 12px 28px rgba(0, 0, 0, 0.12); }
.shell-searchbox__panel[hidden] { display: none; }
.shell-searchbox__title { margin: 0 0 8px; font-size: 13px; font-weight: 700; }
.shell-searchbox__popular { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 6px 16px; margin: 0; padding: 0; list-style: none; }
.shell-searchbox__popular a, .shell-searchbox__recent a { display: flex; align-items: center; gap: 8px; min-width: 0; overflow: hidden; color: var(--ui-color-text, #111); text-decoration: none; font-size: 14px; white-space: nowrap; text-overflow: ellipsis; }
.shell-searchbox__popular a:hover, .shell-searchbox__recent a:hover { text-decoration: underline; }
.shell-searchbox__rank { flex: 0 0 auto; width: 18px; color: var(--ui-color-accent, #ff4800); font-weight: 800; font-variant-numeric: tabular-nums; }
.shell-searchbox__recent { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.shell-searchbox__recent li { display: inline-flex; align-items: center; gap: 2px; max-width: 100%; padding: 4px 6px 4px 12px; border: 1px solid var(--ui-color-line, #e8e8e8); border-radius: 999px; }
.shell-searchbox__remove { border: 0; background: none; cursor: pointer; padding: 0 4px; color: var(--ui-color-text-muted, #8e8e8e); font-size: 16px; line-height: 1; }
.shell-searchbox__empty { margin: 0; font-size: 13px; color: var(--ui-color-text-muted, #8e8e8e); }
.shell-searchbox__footer { display: flex; justify-content: space-between; padding-top: 10px; border-top: 1px solid var(--ui-color-line, #e8e8e8); }
.shell-searchbox__footer button { border: 0; background: none; cursor: pointer; font-size: 13px; color: var(--ui-color-text-secondary, #555); }
.shell-searchbox__footer button:disabled { cursor: default; opacity: 0.5; }
.shell-topbanner { position: relative; }
.shell-topbanner__link { position: relative; display: block; text-align: center; color: #fff; text-decoration: none; }
.shell-topbanner__text { position: absolute; inset: 0 56px; display: flex; align-items: center; justify-content: center; font-size: 15px; font-weight: 700; letter-spacing: -0.01em; text-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); }
.shell-topbanner__image { display: block; width: 100%; max-width: 1920px; height: auto; margin: 0 auto; }
.shell-topbanner__link--mobile { display: none; }
.shell-topbanner__close { position: absolute; top: 50%; right: 12px; transform: translateY(-50%); width: 32px; height: 32px; border: 0; border-radius: 50%; background: rgba(0, 0, 0, 0.35); color: #fff; font-size: 20px; line-height: 1; cursor: pointer; }
@media (max-width: 767px) {
  .shell-searchbox { order: 3; max-width: none; flex-basis: 100%; }
  .shell-searchbox__popular { grid-template-columns: 1fr; }
  .shell-topbanner__link--pc { display: none; }
  .shell-topbanner__link--mobile { display: block; }
}
`;
