import { lazy, Suspense, useState } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import type { DownloadableCoupon } from '@shop/api-client';
import { Button } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import { useFeedback, useRequireMember } from '../../../lib/feedback.tsx';

/** Props of `CouponButton`. */
export type CouponButtonProps = { itemId: number; itemUserCode: string };

const M = CATALOG_ITEM_MESSAGES.coupons;

const loadDialog = () => import('./coupon-dialog.tsx');
const CouponDialog = lazy(() => loadDialog().then((m) => ({ default: m.CouponDialog })));

/** 쿠폰다운 (members, items that allow coupons): the item's coupons in a modal, one by one or all at once. */
export function CouponButton({ itemId, itemUserCode }: CouponButtonProps) {
  const api = useClientApi();
  const requireMember = useRequireMember();
  const { alert, toast } = useFeedback();
  const [coupons, setCoupons] = useState<DownloadableCoupon[] | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const open = async () => {
    if (!(await requireMember())) return;
    // The dialog's code comes with the coupons (the lazy component stays mounted once it is there).
    setDialogWanted(true);
    try {
      const [answer] = await Promise.all([callContract(api, 'GET /api/coupon/download-coupons', { query: { itemId }, cache: 'no-store' }), loadDialog()]);
      setCoupons(answer.couponPageResponse.content);
    } catch (error) {
      await alert(getUserMessage(error));
    }
  };
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setCoupons((await callContract(api, 'GET /api/coupon/download-coupons', { query: { itemId }, cache: 'no-store' })).couponPageResponse.content);
      toast(M.done);
    } catch (error) {
      await alert(getUserMessage(error));
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void open()}>
        {M.button}
      </Button>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <CouponDialog
            coupons={coupons}
            onClose={() => setCoupons(null)}
            onDownload={(coupon) => void run(() => callContract(api, 'POST /api/coupon/download', { body: { couponId: coupon.couponId } }))}
            onDownloadAll={() => void run(() => callContract(api, 'POST /api/item/download-all-coupons', { body: { itemUserCode } }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
