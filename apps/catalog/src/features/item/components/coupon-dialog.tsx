import type { DownloadableCoupon } from '@shop/api-client';
import { Button, EmptyState, Modal } from '@shop/ui';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';

const M = CATALOG_ITEM_MESSAGES.coupons;

function CouponRow({ coupon, onDownload }: { coupon: DownloadableCoupon; onDownload: () => void }) {
  const done = coupon.downloadedFlag === 'Y';
  return (
    <li className="catalog-coupon">
      <div className="catalog-coupon__text">
        <strong className="catalog-coupon__amount">{M.amount(coupon.couponPayType, coupon.couponPay)}</strong>
        <span className="catalog-coupon__name">{coupon.couponName}</span>
        <span className="catalog-coupon__terms">
          {M.minimum(coupon.couponPayRestriction)}
          {coupon.couponMaxDiscount > 0 ? ` · ${M.maxDiscount(coupon.couponMaxDiscount)}` : ''}
        </span>
        <span className="catalog-coupon__terms">{M.validity(coupon.couponApplyDays)}</span>
      </div>
      <Button size="sm" variant={done ? 'ghost' : 'outline'} disabled={done} onClick={onDownload} aria-label={done ? M.downloaded : `${coupon.couponName} ${M.download}`}>
        {done ? M.downloaded : M.download}
      </Button>
    </li>
  );
}

/** Props of `CouponDialog`. */
export type CouponDialogProps = {
  /** The item's coupons; null while closed. */
  coupons: DownloadableCoupon[] | null;
  onClose: () => void;
  onDownload: (coupon: DownloadableCoupon) => void;
  onDownloadAll: () => void;
};

/** The coupon dialog of "쿠폰다운" (its own chunk, fetched together with the coupons on the first opening). */
export function CouponDialog({ coupons, onClose, onDownload, onDownloadAll }: CouponDialogProps) {
  const left = (coupons ?? []).filter((c) => c.downloadedFlag !== 'Y').length;
  return (
    <Modal open={coupons !== null} title={M.title} size="md" onClose={onClose}>
      {coupons && coupons.length > 0 ? (
        <>
          <ul className="catalog-coupons">
            {coupons.map((coupon) => (
              <CouponRow key={coupon.couponId} coupon={coupon} onDownload={() => onDownload(coupon)} />
            ))}
          </ul>
          <Button block disabled={left === 0} onClick={onDownloadAll}>
            {M.downloadAll}
          </Button>
        </>
      ) : (
        <EmptyState message={M.empty} />
      )}
    </Modal>
  );
}
