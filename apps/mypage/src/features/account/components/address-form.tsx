import { Fragment, useState, type FormEvent } from 'react';
import { callContract, getUserMessage, type Address } from '@shop/api-client';
import { Button, Modal } from '@shop/ui';
import { usePostcodeSearch } from '@shop/ui/postcode-search';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../../../messages/pages.ko.ts';
import { postcodeMessages } from '../../../messages/postcode.ko.ts';
import { firstAddressProblem } from '../rules/address-rules.ts';

const copy = pageMessages.addresses;
const FIELDS = ['title', 'userName', 'mobile', 'zipcode', 'address', 'addressDetail'] as const;

type Props = { address: Address | null; onClose: () => void; onSaved: () => void };

/** 배송지 추가/수정: the API checks every field with the checkout's rules and answers the message to show. */
export function AddressForm({ address, onClose, onSaved }: Props) {
  const api = useClientApi();
  const [values, setValues] = useState<Record<(typeof FIELDS)[number], string>>({
    title: address?.title ?? '', userName: address?.userName ?? '', mobile: address?.mobile ?? '', zipcode: address?.zipcode ?? '',
    address: address?.address ?? '', addressDetail: address?.addressDetail ?? '',
  });
  const [makeDefault, setMakeDefault] = useState(address?.defaultFlag === 'Y');
  const [error, setError] = useState('');
  // 주소 검색: Daum's postcode window; without it (no network, a blocked script) the member types the address.
  const postcode = usePostcodeSearch({ zipcode: 'mypage-address-zipcode', addressDetail: 'mypage-address-addressDetail' },
    (found) => setValues((current) => ({ ...current, zipcode: found.zipcode, address: found.address })));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstAddressProblem(values);
    if (problem) {
      setError(`${copy[problem.field]}: ${problem.message}`);
      return;
    }
    try {
      await callContract(api, 'POST /api/shipping', { body: { ...values, ...(address ? { userDeliveryId: address.userDeliveryId } : {}), defaultFlag: makeDefault ? 'Y' : 'N' } });
      onSaved();
    } catch (failure) {
      setError(getUserMessage(failure));
    }
  };

  return (
    <Modal open title={address ? copy.formTitleEdit : copy.formTitleAdd} onClose={onClose} size="md"
      footer={<><Button variant="outline" onClick={onClose}>{copy.cancel}</Button><Button type="submit" form="mypage-address-form">{copy.save}</Button></>}>
      <form id="mypage-address-form" className="mypage-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {FIELDS.map((name) => (
          <Fragment key={name}>
            <label className="mypage-form__field">
              <span>{copy[name]}</span>
              <input id={`mypage-address-${name}`} name={name} value={values[name]} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} inputMode={name === 'zipcode' ? 'numeric' : undefined} type={name === 'mobile' ? 'tel' : 'text'} />
            </label>
            {name === 'zipcode' ? (
              <>
                <Button type="button" variant="secondary" onClick={() => void postcode.search()}>{postcodeMessages.search}</Button>
                {postcode.failed ? <p className="mypage-form__hint" role="status">{postcodeMessages.unavailable}</p> : null}
              </>
            ) : null}
          </Fragment>
        ))}
        <label className="mypage-form__check"><input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} /> {copy.defaultFlag}</label>
        {error ? <p className="mypage-form__error" role="alert">{error}</p> : null}
      </form>
    </Modal>
  );
}
