import { paths } from '../../config/paths.ts';
import { messages } from '../../messages/ko.ts';

const m = messages.lnb;

/** One link of the side menu. */
export type MypageMenuLink = { href: string; label: string };

/** One group of the side menu. */
export type MypageMenuGroup = { id: string; title: string; links: readonly MypageMenuLink[] };

/** The my-page side menu (LNB): 쇼핑정보, 쇼핑혜택 and 정보관리, linking to the spec's routes. */
export const MYPAGE_MENU: readonly MypageMenuGroup[] = [
  {
    id: 'shopping',
    title: m.shopping,
    links: [
      { href: paths.mypage.orders.getHref(), label: m.orders },
      { href: paths.mypage.claims.getHref(), label: m.claims },
      { href: paths.mypage.wishlist.getHref(), label: m.wishlist },
      { href: paths.mypage.recents.getHref(), label: m.recents },
      { href: paths.account.addresses.getHref(), label: m.addresses },
    ],
  },
  {
    id: 'benefits',
    title: m.benefits,
    links: [
      { href: paths.mypage.coupons.getHref(), label: m.coupons },
      { href: paths.mypage.points.getHref(), label: m.points },
      { href: paths.account.grade.getHref(), label: m.grade },
    ],
  },
  {
    id: 'info',
    title: m.info,
    links: [
      { href: paths.account.profile.getHref(), label: m.profile },
      { href: paths.account.updatePassword.getHref(), label: m.updatePassword },
      { href: paths.account.snsConnections.getHref(), label: m.snsConnections },
      { href: paths.mypage.inquiries.getHref(), label: m.inquiries },
      { href: paths.mypage.reviews.getHref(), label: m.reviews },
    ],
  },
];
