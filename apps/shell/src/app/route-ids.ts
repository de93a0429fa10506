import type { LayoutName } from '@shop/router';

export const ROOT_ID = 'root';
export const NOT_FOUND_ID = 'shell.not-found';

/** Pathless layout route ids; a remote route is attached under the one its `handle.layout` names. */
export const LAYOUT_IDS: Record<LayoutName, string> = {
  default: 'layout.default',
  sub: 'layout.sub',
  popup: 'layout.popup',
  mypage: 'layout.mypage',
};
