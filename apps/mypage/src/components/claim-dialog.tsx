import { useEffect, useState, type FormEvent } from 'react';
import { applyCancel, applyExchange, applyReturn, getRefundPreview, getUserMessage, uploadPhotos, type RefundPreview } from '@shop/api-client';
import { Button, Modal } from '@shop/ui';
import { CLAIM_REASONS, DELIVERY_COMPANIES, REFUND_BANKS, type ClaimType } from '@shop/validators';
import { useClientApi } from '../lib/client-api.tsx';
import { pageMessages } from '../messages/pages.ko.ts';
import { PhotoInput } from './photo-input.tsx';

const copy = pageMessages.claim;

type Props = {
  type: ClaimType;
  orderCode: string;
  /** Prefills the sender of a return or exchange (the order's receiver). */
  sender?: { name: string; mobile: string; zipcode: string; address: string; addressDetail: string };
  onClose: () => void;
  onDone: (message: string) => void;
};

type Values = Record<string, string>;

/** 취소신청 / 반품신청 / 교환신청: reason, pickup or self-ship, sender, refund account, and the live refund preview. */
export function ClaimDialog({ type, orderCode, sender, onClose, onDone }: Props) {
  const api = useClientApi();
  const [values, setValues] = useState<Values>({
    claimReason: '', claimReasonText: '', shippingAskType: '1', shippingCompanyName: DELIVERY_COMPANIES[0].name, shippingNumber: '',
    senderName: sender?.name ?? '', senderMobile: sender?.mobile ?? '', senderZipcode: sender?.zipcode ?? '', senderAddress: sender?.address ?? '',
    senderAddressDetail: sender?.addressDetail ?? '', returnBankName: '', returnBankInName: '', returnVirtualNo: '',
  });
  const [preview, setPreview] = useState<RefundPreview | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const set = (name: string) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  useEffect(() => {
    if (type === 'EXCHANGE') return;
    let live = true;
    const reason = (values.claimReason || 'CHANGE_OF_MIND') as never;
    getRefundPreview(api, { orderCode, claimType: type, claimReason: reason }).then((p) => live && setPreview(p), () => live && setPreview(null));
    return () => void (live = false);
  }, [api, orderCode, type, values.claimReason]);

  const check = (): string => {
    if (!values.claimReason) return copy.reasonRequired[type] ?? '';
    if (values.claimReason === 'ETC' && !values.claimReasonText?.trim()) return copy.reasonTextRequired;
    if (type !== 'CANCEL') {
      if (values.shippingAskType === '2' && !values.shippingNumber?.trim()) return copy.numberRequired;
      if (!values.senderName?.trim() || !values.senderMobile?.trim() || !values.senderZipcode?.trim() || !values.senderAddress?.trim()) return copy.senderRequired;
    }
    if (preview?.writeBankInfo && (!values.returnBankName || !values.returnBankInName?.trim() || !values.returnVirtualNo?.trim())) return copy.accountRequired;
    return '';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const v = values as Required<Values>;
      const base = { orderCode, claimReason: v.claimReason as never, claimReasonText: v.claimReasonText ?? '' };
      const account = { returnBankName: v.returnBankName ?? '', returnBankInName: v.returnBankInName ?? '', returnVirtualNo: v.returnVirtualNo ?? '' };
      const ship = {
        ...base, shippingAskType: v.shippingAskType as '1' | '2', shippingCompanyName: v.shippingCompanyName ?? '', shippingNumber: v.shippingNumber ?? '',
        senderName: v.senderName ?? '', senderMobile: v.senderMobile ?? '', senderZipcode: v.senderZipcode ?? '', senderAddress: v.senderAddress ?? '',
        senderAddressDetail: v.senderAddressDetail ?? '', images: files.length > 0 ? await uploadPhotos(api, 'claims', files) : [],
      };
      if (type === 'CANCEL') await applyCancel(api, { ...base, ...account });
      else if (type === 'RETURN') await applyReturn(api, { ...ship, ...account });
      else await applyExchange(api, ship);
      onDone(copy.done[type] ?? '');
    } catch (failure) {
      setError(getUserMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const input = (name: string, label: string, extra: { type?: string; inputMode?: 'numeric' | 'tel' } = {}) => (
    <label className="mypage-form__field">
      <span>{label}</span>
      <input name={name} value={values[name] ?? ''} onChange={set(name)} type={extra.type ?? 'text'} inputMode={extra.inputMode} />
    </label>
  );

  const reasons = CLAIM_REASONS[type];
  return (
    <Modal open title={copy.titles[type]} onClose={onClose} size="md"
      footer={<><Button variant="outline" onClick={onClose}>{copy.cancel}</Button><Button type="submit" form="mypage-claim-form" disabled={pending}>{copy.submit}</Button></>}>
      <form id="mypage-claim-form" className="mypage-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <label className="mypage-form__field">
          <span>{copy.reason[type]}</span>
          <select name="claimReason" value={values.claimReason} onChange={set('claimReason')}>
            <option value="">{copy.reasonPlaceholder}</option>
            {reasons.map((r) => <option key={r.id} value={r.id}>{r.label}</option>)}
          </select>
        </label>
        {values.claimReason === 'ETC' ? (
          <label className="mypage-form__field">
            <span>{copy.reasonText}</span>
            <textarea name="claimReasonText" value={values.claimReasonText} onChange={set('claimReasonText')} maxLength={500} />
          </label>
        ) : null}
        {type !== 'CANCEL' ? (
          <>
            <fieldset className="mypage-form__group">
              <legend>{copy.shipping}</legend>
              <label><input type="radio" name="shippingAskType" value="1" checked={values.shippingAskType === '1'} onChange={set('shippingAskType')} /> {copy.pickup}</label>
              <label><input type="radio" name="shippingAskType" value="2" checked={values.shippingAskType === '2'} onChange={set('shippingAskType')} /> {copy.selfShip}</label>
            </fieldset>
            {values.shippingAskType === '2' ? (
              <>
                <label className="mypage-form__field">
                  <span>{copy.company}</span>
                  <select name="shippingCompanyName" value={values.shippingCompanyName} onChange={set('shippingCompanyName')}>
                    {DELIVERY_COMPANIES.map((c) => <option key={c.name} value={c.name}>{c.name}</option>)}
                  </select>
                </label>
                {input('shippingNumber', copy.number, { inputMode: 'numeric' })}
              </>
            ) : null}
            <PhotoInput files={files} onChange={setFiles} />
            <fieldset className="mypage-form__group">
              <legend>{copy.sender}</legend>
              {input('senderName', copy.senderName)}
              {input('senderMobile', copy.senderMobile, { type: 'tel' })}
              {input('senderZipcode', copy.senderZipcode, { inputMode: 'numeric' })}
              {input('senderAddress', copy.senderAddress)}
              {input('senderAddressDetail', copy.senderAddressDetail)}
            </fieldset>
          </>
        ) : null}
        {preview?.writeBankInfo ? (
          <fieldset className="mypage-form__group">
            <legend>{copy.account}</legend>
            {input('returnBankInName', copy.bankInName)}
            <label className="mypage-form__field">
              <span>{copy.bank}</span>
              <select name="returnBankName" value={values.returnBankName} onChange={set('returnBankName')}>
                <option value="">{copy.bank}</option>
                {REFUND_BANKS.map((b) => <option key={b} value={b}>{b}</option>)}
              </select>
            </label>
            {input('returnVirtualNo', copy.accountNo, { inputMode: 'numeric' })}
          </fieldset>
        ) : null}
        {preview ? (
          <section className="mypage-refund" aria-labelledby="mypage-refund-title" aria-live="polite">
            <h3 id="mypage-refund-title">{copy.preview}</h3>
            <dl>
              <div><dt>{copy.itemAmount}</dt><dd>{pageMessages.won(preview.totalItemReturnAmount)}</dd></div>
              <div><dt>{copy.returnFee}</dt><dd>{pageMessages.won(preview.returnFee)}</dd></div>
              <div><dt>{copy.restorePoint}</dt><dd>{preview.restorePoint.toLocaleString('ko-KR')}P</dd></div>
              <div className="mypage-refund__total"><dt>{copy.total}</dt><dd data-testid="refund-total">{pageMessages.won(preview.totalReturnAmount)}</dd></div>
            </dl>
          </section>
        ) : null}
        <p className="mypage-form__note">{copy.notes}</p>
        {error ? <p className="mypage-form__error" role="alert">{error}</p> : null}
      </form>
    </Modal>
  );
}
