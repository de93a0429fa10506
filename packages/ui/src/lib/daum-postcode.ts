// Daum (Kakao) postcode search, shared by every address form (the order sheet, the sign-up form). Import it lazily
// (`await import('@shop/ui/postcode')`) from a click handler: the script is loaded only then, and a shop without
// internet keeps working with the zipcode and address typed by hand (the callers show that fallback).

/** What Daum's postcode service answers for a chosen address. */
export type PostcodeResult = { zonecode: string; roadAddress: string; jibunAddress: string; buildingName?: string };

type DaumPostcode = new (options: { oncomplete: (data: PostcodeResult) => void }) => { open: () => void };

declare global {
  interface Window {
    daum?: { Postcode?: DaumPostcode };
  }
}

/** Daum's postcode script (loaded on the first click of "주소 검색"; the shell's CSP allows it and its frames). */
export const DAUM_POSTCODE_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

const LOAD_TIMEOUT_MS = 6000;

let loading: Promise<DaumPostcode> | undefined;

function loadPostcode(): Promise<DaumPostcode> {
  const ready = window.daum?.Postcode;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<DaumPostcode>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = DAUM_POSTCODE_URL;
    script.async = true;
    script.onload = () => (window.daum?.Postcode ? resolve(window.daum.Postcode) : reject(new Error('Daum postcode is missing')));
    script.onerror = () => reject(new Error('Daum postcode did not load'));
    // A network that swallows the request (no error, no answer) must not leave the button hanging: give up after
    // LOAD_TIMEOUT_MS and let the shopper type (a late load still serves the next click).
    setTimeout(() => reject(new Error('Daum postcode timed out')), LOAD_TIMEOUT_MS);
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Opens Daum's address search; resolves with the chosen zipcode and road address, or rejects when the script
 * cannot load (no network), in which case the shopper types the address by hand.
 */
export async function searchAddress(): Promise<{ zipcode: string; address: string }> {
  const Postcode = await loadPostcode();
  return new Promise((resolve) => {
    new Postcode({
      oncomplete: (data) => resolve({ zipcode: data.zonecode, address: [data.roadAddress || data.jibunAddress, data.buildingName ? `(${data.buildingName})` : ''].filter(Boolean).join(' ') }),
    }).open();
  });
}
