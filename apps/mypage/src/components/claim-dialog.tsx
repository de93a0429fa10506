import { useEffect, useState, type FormEvent } from 'react';
import { callContract, getUserMessage, uploadPhotos, type OrderSummary, type RefundPreview } from '@shop/api-client';
import { Button, Modal } from '@shop/ui';
import { usePostcodeSearch } from '@shop/ui/postcode-search';
import { CLAIM_REASONS, DELIVERY_COMPANIES, formatNumber, REFUND_BANKS, type ClaimType } from '@shop/validators';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../messages/pages.ko.ts';
import { claimMessages } from '../messages/claim.ko.ts';
import { postcodeMessages } from '../messages/postcode.ko.ts';
import { PhotoInput } from './photo-input.tsx';

const copy = claimMessages;

type Props = {
  type: ClaimType;
  orderCode: string;
  /** The order's lines: the shopper picks which (and how many pieces) the request covers. */
  items: OrderSummary['items'];
  /** Prefills the sender of a return or exchange (the order's receiver). */
  sender?: { name: string; mobile: string; zipcode: string; address: string; addressDetail: string };
  onClose: () => void;
  onDone: (message: string) => void;
};

type Values = Record<string, string>;

/** Pieces of a line neither claimed nor under a request. */
const leftOf = (i: OrderSummary['items'][number]) => i.quantity - i.claimQuantity - i.claimApplyQuantity;

/**
 * 취소신청 / 반품신청 / 교환신청: the lines and pieces (all picked at first), reason, pickup or self-ship, sender (needed
 * for a pickup), where an exchange's replacement goes (the order's receiver, or another address), refund account,
 * and the live refund preview of the picked pieces.
 */
export function ClaimDialog({ type, orderCode, items, sender, onClose, onDone }: Props) {
  const api = useClientApi();
  const claimable = items.filter((i) => leftOf(i) > 0);
  const [picked, setPicked] = useState<Record<number, number>>(() => Object.fromEntries(claimable.map((i) => [i.itemSequence, leftOf(i)])));
  const claimItems = Object.entries(picked).filter(([, n]) => n > 0).map(([seq, quantity]) => ({ itemSequence: Number(seq), quantity }));
  const selectionKey = JSON.stringify(claimItems);
  const [values, setValues] = useState<Values>({
    claimReason: '', claimReasonText: '', shippingAskType: '1', shippingCompanyName: DELIVERY_COMPANIES[0].name, shippingNumber: '',
    senderName: sender?.name ?? '', senderMobile: sender?.mobile ?? '', senderZipcode: sender?.zipcode ?? '', senderAddress: sender?.address ?? '',
    senderAddressDetail: sender?.addressDetail ?? '', returnBankName: '', returnBankInName: '', returnVirtualNo: '',
    exchangeTo: 'ORDER', exchangeReceiveName: '', exchangeReceiveMobile: '', exchangeZipcode: '', exchangeAddress: '', exchangeAddressDetail: '',
  });
  const [preview, setPreview] = useState<RefundPreview | null>(null);
  // What the shown preview was computed for: while a newer one is on its way (another reason or quantity), the
  // section says it is busy instead of passing the old amount off as current.
  const previewKey = `${values.claimReason}|${selectionKey}`;
  const [previewFor, setPreviewFor] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const set = (name: string) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  // 주소 검색 for the pickup address: Daum's postcode window; without it the shopper types the address.
  const postcode = usePostcodeSearch({ zipcode: 'mypage-claim-senderZipcode', addressDetail: 'mypage-claim-senderAddressDetail' },
    (found) => setValues((v) => ({ ...v, senderZipcode: found.zipcode, senderAddress: found.address })));

  useEffect(() => {
    let live = true;
    // eslint-disable-next-line no-restricted-syntax -- the key is JSON.stringify of this same list (a stable effect dependency), not outside input
    const selection = JSON.parse(selectionKey) as typeof claimItems;
    if (type === 'EXCHANGE' || selection.length === 0) {
      setPreview(null);
      return;
    }
    const reason = (values.claimReason || 'CHANGE_OF_MIND') as never;
    callContract(api, 'POST /api/order/refund-amount', { body: { orderCode, claimType: type, claimReason: reason, claimItems: selection } })
      .then((p) => live && (setPreview(p), setPreviewFor(previewKey)), () => live && setPreview(null));
    return () => void (live = false);
  }, [api, orderCode, type, values.claimReason, selectionKey, previewKey]);

  const check = (): string => {
    if (claimItems.length === 0) return copy.quantityRequired;
    if (!values.claimReason) return copy.reasonRequired[type] ?? '';
    if (values.claimReason === 'ETC' && !values.claimReasonText?.trim()) return copy.reasonTextRequired;
    if (type !== 'CANCEL') {
      if (values.shippingAskType === '2' && !values.shippingNumber?.trim()) return copy.numberRequired;
      // The pickup (회수요청) needs the sender (반송지); a parcel the shopper ships does not.
      const pickup = values.shippingAskType === '1';
      if (pickup && (!values.senderName?.trim() || !values.senderMobile?.trim() || !values.senderZipcode?.trim() || !values.senderAddress?.trim())) return copy.senderRequired;
    }
    if (type === 'EXCHANGE' && values.exchangeTo === 'OTHER'
      && (!values.exchangeReceiveName?.trim() || !values.exchangeReceiveMobile?.trim() || !values.exchangeZipcode?.trim() || !values.exchangeAddress?.trim())) return copy.exchangeReceiverRequired;
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
      const base = { orderCode, claimReason: v.claimReason as never, claimReasonText: v.claimReasonText ?? '', claimItems };
      const account = { returnBankName: v.returnBankName ?? '', returnBankInName: v.returnBankInName ?? '', returnVirtualNo: v.returnVirtualNo ?? '' };
      const ship = {
        ...base, shippingAskType: v.shippingAskType as '1' | '2', shippingCompanyName: v.shippingCompanyName ?? '', shippingNumber: v.shippingNumber ?? '',
        senderName: v.senderName ?? '', senderMobile: v.senderMobile ?? '', senderZipcode: v.senderZipcode ?? '', senderAddress: v.senderAddress ?? '',
        senderAddressDetail: v.senderAddressDetail ?? '', images: files.length > 0 ? await uploadPhotos(api, 'claims', files) : [],
      };
      if (type === 'CANCEL') await callContract(api, 'POST /api/order/cancel-apply', { body: { ...base, ...account } });
      else if (type === 'RETURN') await callContract(api, 'POST /api/order/return-apply', { body: { ...ship, ...account } });
      else {
        // The replacement goes to the order's receiver unless another address was given.
        const other = v.exchangeTo === 'OTHER';
        await callContract(api, 'POST /api/order/exchange-apply', { body: {
          ...ship, exchangeReceiveName: other ? v.exchangeReceiveName ?? '' : '', exchangeReceiveMobile: other ? v.exchangeReceiveMobile ?? '' : '',
          exchangeZipcode: other ? v.exchangeZipcode ?? '' : '', exchangeAddress: other ? v.exchangeAddress ?? '' : '', exchangeAddressDetail: other ? v.exchangeAddressDetail ?? '' : '',
        } });
      }
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
      <input id={`mypage-claim-${name}`} name={name} value={values[name] ?? ''} onChange={set(name)} type={extra.type ?? 'text'} inputMode={extra.inputMode} />
    </label>
  );

  const reasons = CLAIM_REASONS[type];
  return (
    <Modal open title={copy.titles[type]} onClose={onClose} size="md"
      footer={<><Button variant="outline" onClick={onClose}>{copy.cancel}</Button><Button type="submit" form="mypage-claim-form" disabled={pending}>{copy.submit}</Button></>}>
      <form id="mypage-claim-form" className="mypage-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset className="mypage-form__group mypage-claim-lines">
          <legend>{copy.lines}</legend>
          <label>
            <input type="checkbox" checked={claimable.every((i) => (picked[i.itemSequence] ?? 0) > 0)}
              onChange={(e) => setPicked(Object.fromEntries(claimable.map((i) => [i.itemSequence, e.target.checked ? leftOf(i) : 0])))} /> {copy.all}
          </label>
          {claimable.map((i) => (
            <div key={i.itemSequence} className="mypage-claim-line">
              <label>
                <input type="checkbox" aria-label={copy.pick(i.itemName)} checked={(picked[i.itemSequence] ?? 0) > 0}
                  onChange={(e) => setPicked((p) => ({ ...p, [i.itemSequence]: e.target.checked ? leftOf(i) : 0 }))} /> {i.itemName}{i.options ? ` (${i.options})` : ''}
              </label>
              <select aria-label={copy.quantityOf(i.itemName)} value={picked[i.itemSequence] ?? 0}
                onChange={(e) => setPicked((p) => ({ ...p, [i.itemSequence]: Number(e.target.value) }))}>
                {Array.from({ length: leftOf(i) + 1 }, (_, n) => <option key={n} value={n}>{pageMessages.orders.quantity(n)}</option>)}
              </select>
            </div>
          ))}
        </fieldset>
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
              <Button type="button" variant="secondary" onClick={() => void postcode.search()}>{postcodeMessages.search}</Button>
              {postcode.failed ? <p className="mypage-form__hint" role="status">{postcodeMessages.unavailable}</p> : null}
              {input('senderAddress', copy.senderAddress)}
              {input('senderAddressDetail', copy.senderAddressDetail)}
            </fieldset>
          </>
        ) : null}
        {type === 'EXCHANGE' ? (
          <fieldset className="mypage-form__group">
            <legend>{copy.exchangeTo}</legend>
            <label>
              <input type="radio" name="exchangeTo" value="ORDER" checked={values.exchangeTo === 'ORDER'} onChange={set('exchangeTo')} /> {copy.exchangeToOrder}
            </label>
            {values.exchangeTo === 'ORDER' && sender ? <p className="mypage-form__note" data-testid="exchange-order-address">{copy.addressLine(sender)}</p> : null}
            <label>
              <input type="radio" name="exchangeTo" value="OTHER" checked={values.exchangeTo === 'OTHER'} onChange={set('exchangeTo')} /> {copy.exchangeToOther}
            </label>
            {values.exchangeTo === 'OTHER' ? (
              <>
                {input('exchangeReceiveName', copy.exchangeReceiveName)}
                {input('exchangeReceiveMobile', copy.exchangeReceiveMobile, { type: 'tel' })}
                {input('exchangeZipcode', copy.exchangeZipcode, { inputMode: 'numeric' })}
                {input('exchangeAddress', copy.exchangeAddress)}
                {input('exchangeAddressDetail', copy.exchangeAddressDetail)}
              </>
            ) : null}
          </fieldset>
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
          <section className="mypage-refund" aria-labelledby="mypage-refund-title" aria-live="polite" aria-busy={previewFor !== previewKey}>
            <h3 id="mypage-refund-title">{copy.preview}{preview.partCancel ? ` (${copy.partial})` : ''}</h3>
            <dl>
              <div><dt>{copy.itemAmount}</dt><dd data-testid="refund-items">{pageMessages.won(preview.totalItemReturnAmount)}</dd></div>
              {preview.couponDiscountAmount > 0 ? <div><dt>{copy.couponShare}</dt><dd>-{pageMessages.won(preview.couponDiscountAmount)}</dd></div> : null}
              {preview.totalAddShippingAmount > 0 ? <div><dt>{copy.addShipping}</dt><dd>-{pageMessages.won(preview.totalAddShippingAmount)}</dd></div> : null}
              {preview.shippingReturnAmount > 0 ? <div><dt>{copy.shippingBack}</dt><dd>{pageMessages.won(preview.shippingReturnAmount)}</dd></div> : null}
              <div><dt>{copy.returnFee}</dt><dd>{pageMessages.won(preview.returnFee)}</dd></div>
              <div><dt>{copy.restorePoint}</dt><dd>{formatNumber(preview.restorePoint)}P</dd></div>
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
