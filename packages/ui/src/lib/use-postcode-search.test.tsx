import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { usePostcodeSearch } from './use-postcode-search.ts';

function AddressFields() {
  const [zipcode, setZipcode] = useState('');
  const [address, setAddress] = useState('');
  const postcode = usePostcodeSearch({ zipcode: 'zip', addressDetail: 'detail' }, (found) => {
    setZipcode(found.zipcode);
    setAddress(found.address);
  });
  return (
    <form>
      <label htmlFor="zip">우편번호</label>
      <input id="zip" value={zipcode} onChange={(e) => setZipcode(e.target.value)} />
      <label htmlFor="address">주소</label>
      <input id="address" value={address} readOnly />
      <label htmlFor="detail">상세주소</label>
      <input id="detail" />
      <button type="button" onClick={() => void postcode.search()}>주소 검색</button>
      {postcode.failed ? <p role="status">직접 입력</p> : null}
    </form>
  );
}

describe('usePostcodeSearch', () => {
  afterEach(() => Reflect.deleteProperty(window, 'daum'));

  it('fills the chosen address and moves on to the detail field', async () => {
    function Postcode(options: { oncomplete: (data: { zonecode: string; roadAddress: string; jibunAddress: string; buildingName?: string }) => void }) {
      return { open: () => options.oncomplete({ zonecode: '04524', roadAddress: '서울 중구 세종대로 110', jibunAddress: '', buildingName: '서울시청' }) };
    }
    Object.assign(window, { daum: { Postcode } });
    render(<AddressFields />);
    fireEvent.click(screen.getByRole('button', { name: '주소 검색' }));
    await waitFor(() => expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('04524'));
    expect((screen.getByLabelText('주소') as HTMLInputElement).value).toBe('서울 중구 세종대로 110 (서울시청)');
    expect(document.activeElement).toBe(screen.getByLabelText('상세주소'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why and leaves the zipcode to be typed when the script cannot load', async () => {
    const append = jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onerror?.(new Event('error')));
    });
    render(<AddressFields />);
    fireEvent.click(screen.getByRole('button', { name: '주소 검색' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('우편번호'));
    append.mockRestore();
  });
});
