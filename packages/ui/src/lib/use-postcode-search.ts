import { useState } from 'react';

/** An address chosen in Daum's postcode window. */
export type FoundAddress = { zipcode: string; address: string };

/**
 * 주소 검색 of an address form (the order sheet, the sign-up form, the address book). `search` opens Daum's postcode
 * window, loading its code on the first click; the chosen address goes to `onFound` and the focus to the detail
 * field. When the script cannot load (no network, blocked) `failed` turns true (the form shows why) and the focus goes
 * to the zipcode field, which stays typed by hand.
 * @param fieldIds The ids of the form's zipcode and address-detail inputs.
 */
export function usePostcodeSearch(fieldIds: { zipcode: string; addressDetail: string }, onFound: (found: FoundAddress) => void): { failed: boolean; search: () => Promise<void> } {
  const [failed, setFailed] = useState(false);
  const search = async () => {
    try {
      const { searchAddress } = await import('./daum-postcode.ts');
      onFound(await searchAddress());
      setFailed(false);
      document.getElementById(fieldIds.addressDetail)?.focus();
    } catch {
      setFailed(true);
      document.getElementById(fieldIds.zipcode)?.focus();
    }
  };
  return { failed, search };
}
