import { useState } from 'react';
import { Link } from '@shop/router';
import type { Banner, TopBanners } from '@shop/api-client';
import { ShopImage } from '@shop/ui';
import { HEADER_MESSAGES } from './header.messages.ts';
import { topBannerCloseCookie } from './top-banner-cookie.ts';

const M = HEADER_MESSAGES.topBanner;

function BannerLink({ banner, width, height, media, className }: { banner: Banner; width: number; height: number; media: string; className: string }) {
  // The picture is the background of the banner; its text is the link's name, readable on any picture.
  const picture = (
    <>
      <ShopImage src={banner.image} alt="" width={width} height={height} sizes="100vw" priority media={media} className="shell-topbanner__image" />
      {banner.content ? <span className="shell-topbanner__text">{banner.content}</span> : null}
    </>
  );
  const style = { backgroundColor: banner.color || undefined };
  if (!banner.url) return <div className={className} style={style}>{picture}</div>;
  return /^https?:\/\//i.test(banner.url) ? (
    <a className={className} style={style} href={banner.url} target="_blank" rel="noopener noreferrer">{picture}</a>
  ) : (
    <Link className={className} style={style} to={banner.url}>{picture}</Link>
  );
}

/**
 * The top banner: the desktop and the mobile banner (each shown on its own screen size). Closing hides both and
 * sets the one-day close cookie, so the next pages do not even fetch it.
 */
export function TopBanner({ banners }: { banners: TopBanners }) {
  const [closed, setClosed] = useState(false);
  const { topBanner, mobileTopBanner } = banners;
  if (closed || (!topBanner && !mobileTopBanner)) return null;
  const close = () => {
    document.cookie = topBannerCloseCookie(window.location.protocol === 'https:');
    setClosed(true);
  };
  return (
    <div className="shell-topbanner" role="region" aria-label={M.label}>
      {/* Each banner is preloaded only on the screens that show it (the breakpoint of header.css). */}
      {topBanner ? <BannerLink banner={topBanner} width={1920} height={80} media="(min-width: 768px)" className="shell-topbanner__link shell-topbanner__link--pc" /> : null}
      {mobileTopBanner ? <BannerLink banner={mobileTopBanner} width={750} height={120} media="(max-width: 767px)" className="shell-topbanner__link shell-topbanner__link--mobile" /> : null}
      <button type="button" className="shell-topbanner__close" onClick={close} aria-label={M.close} title={M.closeToday}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
