import { memo, useState } from 'react';
import type { MemberAddress, OrderSheet } from '@shop/api-client';
import { Button } from '@shop/ui';
import { usePostcodeSearch } from '@shop/ui/postcode-search';
import { checkoutMessages } from '../../../messages/checkout.ko.ts';
import type { FormProps } from './form-types.ts';
import { fieldId, TextField } from './text-field.tsx';

const S = checkoutMessages.sheet;
const NEW = 'new';

type ReceiverSectionProps = FormProps & {
  sheet: OrderSheet;
  memo: { preset: string; custom: string };
  onMemo: (memo: { preset: string; custom: string }) => void;
  /** A zipcode was chosen or typed (the sheet is priced again for Jeju and islands). */
  onZipcode: (zipcode: string) => void;
};

/** 배송정보: the member's address book (default first) or a new address; Daum search or typing; delivery memo. */
export const ReceiverSection = memo(function ReceiverSection({ sheet, form, set, invalid, memo, onMemo, onZipcode }: ReceiverSectionProps) {
  const addresses = sheet.userDeliveryList;
  const [picked, setPicked] = useState<string>(addresses[0] ? String(addresses[0].userDeliveryId) : NEW);

  const pick = (value: string) => {
    setPicked(value);
    const address: MemberAddress | undefined = addresses.find((a) => String(a.userDeliveryId) === value);
    set('receiveName', address?.userName ?? '');
    set('receiveMobile', address?.mobile ?? '');
    set('zipcode', address?.zipcode ?? '');
    set('address', address?.address ?? '');
    set('addressDetail', address?.addressDetail ?? '');
    // Only a new address can join the book.
    if (address) set('saveToAddressBook', false);
    if (address) onZipcode(address.zipcode);
  };

  const postcode = usePostcodeSearch({ zipcode: fieldId('zipcode'), addressDetail: fieldId('addressDetail') }, (found) => {
    set('zipcode', found.zipcode);
    set('address', found.address);
    onZipcode(found.zipcode);
  });

  return (
    <section className="checkout-section" aria-labelledby="checkout-receiver">
      <h2 className="checkout-section__title" id="checkout-receiver">
        {S.receiver}
      </h2>
      {addresses.length > 0 ? (
        <fieldset className="checkout-choices">
          <legend>{S.addressBook}</legend>
          {addresses.map((address) => (
            <label key={address.userDeliveryId} className="checkout-choice">
              <input type="radio" name="checkout-address" value={address.userDeliveryId} checked={picked === String(address.userDeliveryId)} onChange={() => pick(String(address.userDeliveryId))} />
              <span>
                <strong>{address.title || address.userName}</strong>
                {address.defaultFlag === 'Y' ? <span className="checkout-badge">{S.addressBookDefault}</span> : null} ({address.zipcode}) {address.address} {address.addressDetail}
              </span>
            </label>
          ))}
          <label className="checkout-choice">
            <input type="radio" name="checkout-address" value={NEW} checked={picked === NEW} onChange={() => pick(NEW)} />
            <span>{S.newAddress}</span>
          </label>
        </fieldset>
      ) : null}
      <div className="checkout-grid">
        {sheet.isLogin ? null : (
          <label className="checkout-choice">
            <input id={fieldId('sameAsBuyer')} type="checkbox" checked={form.sameAsBuyer} onChange={(event) => set('sameAsBuyer', event.target.checked)} />
            <span>{S.sameAsBuyer}</span>
          </label>
        )}
        <TextField id={fieldId('receiveName')} label={S.receiveName} value={form.receiveName} onChange={(v) => set('receiveName', v)} invalid={invalid === 'receiveName'} autoComplete="shipping name" maxLength={50} />
        <TextField id={fieldId('receiveMobile')} label={S.receiveMobile} value={form.receiveMobile} onChange={(v) => set('receiveMobile', v)} invalid={invalid === 'receiveMobile'} autoComplete="shipping tel" inputMode="tel" maxLength={13} />
        <div className="checkout-zipcode">
          <TextField
            id={fieldId('zipcode')} label={S.zipcode} value={form.zipcode} invalid={invalid === 'zipcode'} inputMode="numeric" maxLength={5} autoComplete="shipping postal-code"
            onChange={(v) => {
              const digits = v.replace(/\D/g, '').slice(0, 5);
              set('zipcode', digits);
              onZipcode(digits);
            }}
          />
          <Button variant="outline" size="md" onClick={() => void postcode.search()}>
            {S.searchAddress}
          </Button>
        </div>
        {sheet.isLogin && picked === NEW ? (
          <label className="checkout-choice">
            <input type="checkbox" checked={form.saveToAddressBook} onChange={(event) => set('saveToAddressBook', event.target.checked)} />
            <span>{S.saveToAddressBook}</span>
          </label>
        ) : null}
        {postcode.failed ? (
          <p className="checkout-note" role="status">
            {S.postcodeUnavailable}
          </p>
        ) : null}
        <TextField id={fieldId('address')} label={S.address} value={form.address} onChange={(v) => set('address', v)} invalid={invalid === 'address'} autoComplete="shipping address-line1" maxLength={200} />
        <TextField id={fieldId('addressDetail')} label={S.addressDetail} value={form.addressDetail} onChange={(v) => set('addressDetail', v)} invalid={invalid === 'addressDetail'} autoComplete="shipping address-line2" maxLength={200} />
        {sheet.islandType ? (
          <p className="checkout-note" role="status">
            {S.island[sheet.islandType]}
          </p>
        ) : null}
        <div className="checkout-field">
          <label className="checkout-field__label" htmlFor="checkout-memo-preset">
            {S.memo}
          </label>
          <select id="checkout-memo-preset" className="checkout-field__input" value={memo.preset} onChange={(event) => onMemo({ ...memo, preset: event.target.value })}>
            {S.memoPresets.map((preset) => (
              <option key={preset} value={preset}>
                {preset}
              </option>
            ))}
          </select>
        </div>
        {memo.preset === S.memoPresets[0] ? (
          <TextField id="checkout-memo" label={S.memoCustom} value={memo.custom} onChange={(custom) => onMemo({ ...memo, custom })} maxLength={100} />
        ) : null}
      </div>
    </section>
  );
});
