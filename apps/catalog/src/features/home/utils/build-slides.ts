import type { DisplayBanner } from '@shop/api-client';

/** One slide of the main visual: a PC and a mobile picture with their text, one link. */
export type MainSlide = {
  url: string;
  color: string;
  pcImage: string;
  mobileImage: string;
  title: string;
  subtitle: string;
  mobileTitle: string;
  mobileSubtitle: string;
};

function text(content: string): [string, string] {
  const [title = '', ...rest] = content.split('|');
  return [title.trim(), rest.join('|').trim()];
}

function hasImage(banner: DisplayBanner | undefined): banner is DisplayBanner {
  return typeof banner?.image === 'string' && banner.image.trim() !== '';
}

/**
 * Pairs the PC and mobile main visuals by position into slides (a missing mobile banner reuses the PC one and
 * the other way round). Banners without a picture are left out; `content` is "title|subtitle".
 * @returns The slides, in the PC order (the mobile order when there is no PC banner).
 */
export function buildSlides(pc: ReadonlyArray<DisplayBanner>, mobile: ReadonlyArray<DisplayBanner>): MainSlide[] {
  const desktop = pc.filter(hasImage);
  const phone = mobile.filter(hasImage);
  const count = Math.max(desktop.length, phone.length);
  return Array.from({ length: count }, (_, i) => {
    const main = (desktop[i] ?? phone[i]) as DisplayBanner;
    const small = phone[i] ?? main;
    const [title, subtitle] = text(main.content);
    const [mobileTitle, mobileSubtitle] = text(small.content);
    return { url: main.url, color: main.color, pcImage: main.image, mobileImage: small.image, title, subtitle, mobileTitle, mobileSubtitle };
  });
}
