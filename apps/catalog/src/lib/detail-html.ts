import { ipxUrl } from '@shop/ui';

/** Width the detail images are resized to (the detail column is at most 860px wide, so 2x screens stay sharp). */
const DETAIL_IMAGE_WIDTH = 1536;

/**
 * Prepares the admin HTML of an item detail: relative `/upload/…` images go through the shell's resizer and
 * load lazily. The HTML itself comes from the API (trusted admin content) and is otherwise left unchanged.
 * @example detailHtml('<img src="/upload/editor/a.png">') // '<img loading="lazy" src="/_ipx/w_1536,f_webp/upload/editor/a.png">'
 */
export function detailHtml(html: string): string {
  return html.replace(/<img\b([^>]*?)\bsrc=(["'])(\/upload\/[^"']+)\2/gi, (_match, before: string, quote: string, path: string) => {
    const lazy = /\bloading=/i.test(before) ? '' : ' loading="lazy"';
    return `<img${lazy}${before}src=${quote}${ipxUrl(path, DETAIL_IMAGE_WIDTH)}${quote}`;
  });
}
