/**
 * 주소 검색 of the address book and of a return's pickup address: apart from pages.ko.ts so that only the screens with
 * an address form carry it (the orders page's first load is at its budget).
 */
export const postcodeMessages = {
  search: '주소 검색',
  unavailable: '주소 검색을 불러오지 못했습니다. 우편번호와 주소를 직접 입력해 주세요.',
};
