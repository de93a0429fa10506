import { useLoaderData } from '@shop/router';
import { Pagination } from '@shop/ui';
import type { loadWishlist } from '../../features/activity/api/load-activity.ts';
import { WishlistGrid } from '../../features/activity/components/wishlist-grid.tsx';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

/** /mypage/activity/wishlist: the member's wishlist, 6 per page, select and delete. */
export default function WishlistPage() {
  const { wishlist } = useLoaderData<typeof loadWishlist>();
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.wishlist}</h1>
      <WishlistGrid entries={wishlist.content} />
      <Pagination currentPage={wishlist.pagination.currentPage} totalPages={wishlist.pagination.totalPages} />
    </MypageFrame>
  );
}
