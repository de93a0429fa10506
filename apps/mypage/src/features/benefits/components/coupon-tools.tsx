import { useState, type FormEvent } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import { useRevalidator } from '@shop/router';
import { Button, Modal, useDialog } from '@shop/ui';
import { formatDateTime } from '@shop/validators';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../../../messages/pages.ko.ts';

const copy = pageMessages.coupons;
type Downloadable = Awaited<ReturnType<typeof callContract<'GET /api/coupon/downloadable'>>>['list'];

/** 쿠폰 다운 (the shop's downloadable coupons) and 오프라인쿠폰등록 (a code); the wallet reloads after each. */
export function CouponTools() {
  const api = useClientApi();
  const revalidator = useRevalidator();
  const { alert, dialog } = useDialog();
  const [list, setList] = useState<Downloadable | null>(null);
  const [code, setCode] = useState('');

  const openDownloads = async () => {
    try {
      setList((await callContract(api, 'GET /api/coupon/downloadable', { cache: 'no-store' })).list);
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };
  const download = async (couponId: number) => {
    try {
      await callContract(api, 'POST /api/coupon/download', { body: { couponId } });
      setList((await callContract(api, 'GET /api/coupon/downloadable', { cache: 'no-store' })).list);
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };
  const register = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await callContract(api, 'POST /api/coupon/exchange-offline-coupon', { body: { offlineCode: code.trim() } });
      setCode('');
      await alert(copy.offlineDone);
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure));
    }
  };

  return (
    <div className="mypage-coupon-tools">
      <Button onClick={() => void openDownloads()}>{copy.download}</Button>
      <form className="mypage-filter" onSubmit={(e) => void register(e)}>
        <label className="mypage-filter__field"><span>{copy.offline}</span><input name="offlineCode" value={code} onChange={(e) => setCode(e.target.value)} maxLength={30} placeholder={copy.offlineCode} /></label>
        <Button type="submit" size="sm" variant="outline">{copy.offlineSubmit}</Button>
      </form>
      <Modal open={list !== null} title={copy.download} onClose={() => setList(null)} size="md">
        {list?.length === 0 ? <p>{copy.noneToDownload}</p> : (
          <ul className="mypage-coupons">
            {list?.map((c) => (
              <li key={c.couponId} className="mypage-coupon">
                <strong>{copy.amount(c.couponPayType, c.couponPay)}</strong> {c.couponName}
                <p className="mypage-form__note">{copy.minSpend(c.couponPayRestriction)} · ~{formatDateTime(c.couponIssueEndDate, 'date')}</p>
                <Button size="sm" variant="outline" disabled={c.downloadedFlag === 'Y'} onClick={() => void download(c.couponId)} aria-label={`${c.couponName} ${c.downloadedFlag === 'Y' ? copy.downloaded : copy.downloadOne}`}>
                  {c.downloadedFlag === 'Y' ? copy.downloaded : copy.downloadOne}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {dialog}
    </div>
  );
}
