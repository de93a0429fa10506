import { useState } from 'react';
import { downloadAllItemCoupons, downloadCoupon, getItemCoupons, getUserMessage } from '@shop/api-client';
import type { DownloadableCoupon } from '@shop/api-client';
import { Button, EmptyState, Modal } from '@shop/ui';
import { useClientApi } from '../../../lib/client-api.tsx';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { useFeedback, useRequireMember } from '../../../lib/feedback.tsx';

/** Props of `CouponButton`. */
export type CouponButtonProps = { itemId: number; itemUserCode: string };

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

/** 쿠폰다운 (members, items that allow coupons): the item's coupons in a modal, one by one or all at once. */
export function CouponButton({ itemId, itemUserCode }: CouponButtonProps) {
  const api = useClientApi();
  const requireMember = useRequireMember();
  const { alert, toast } = useFeedback();
  const [coupons, setCoupons] = useState<DownloadableCoupon[] | null>(null);
  const open = async () => {
    if (!(await requireMember())) return;
    try {
      setCoupons((await getItemCoupons(api, itemId)).couponPageResponse.content);
    } catch (error) {
      await alert(getUserMessage(error));
    }
  };
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setCoupons((await getItemCoupons(api, itemId)).couponPageResponse.content);
      toast(M.done);
    } catch (error) {
      await alert(getUserMessage(error));
    }
  };
  const left = (coupons ?? []).filter((c) => c.downloadedFlag !== 'Y').length;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void open()}>
        {M.button}
      </Button>
      <Modal open={coupons !== null} title={M.title} size="md" onClose={() => setCoupons(null)}>
        {coupons && coupons.length > 0 ? (
          <>
            <ul className="catalog-coupons">
              {coupons.map((coupon) => (
                <CouponRow key={coupon.couponId} coupon={coupon} onDownload={() => void run(() => downloadCoupon(api, coupon.couponId))} />
              ))}
            </ul>
            <Button block disabled={left === 0} onClick={() => void run(() => downloadAllItemCoupons(api, itemUserCode))}>
              {M.downloadAll}
            </Button>
          </>
        ) : (
          <EmptyState message={M.empty} />
        )}
      </Modal>
    </>
  );
}
