import { AUTH_ERRORS } from './messages/auth.ko.ts';
import { COMMUNITY_ERRORS } from './messages/community.ko.ts';
import { CS_ERRORS } from './messages/cs.ko.ts';
import { HTTP_ERRORS } from './messages/http.ko.ts';
import { MYPAGE_ERRORS } from './messages/mypage.ko.ts';
import { ORDER_ERRORS } from './messages/order.ko.ts';
import { SHOP_ERRORS } from './messages/shop.ko.ts';
import { ANY_CALL_ERROR_CODES, API_ERRORS, CLIENT_CODE_MESSAGES, CLIENT_ERROR_CODES, SHELL_ERRORS } from './vocabulary.ts';

const HANGUL = /[가-힣]/;
const AREAS = { HTTP_ERRORS, AUTH_ERRORS, SHOP_ERRORS, COMMUNITY_ERRORS, ORDER_ERRORS, CS_ERRORS, MYPAGE_ERRORS };

describe('the error vocabulary', () => {
  it.each([
    ['API', API_ERRORS],
    ['shell', SHELL_ERRORS],
  ])('gives every %s code an error status and a Korean message', (_side, table) => {
    for (const [code, { status, message }] of Object.entries(table)) {
      expect({ code, status: status >= 400 && status <= 599, korean: HANGUL.test(message) && message.trim() === message }).toEqual({ code, status: true, korean: true });
    }
  });

  it('declares each API code in one area only, and the API table is exactly the areas', () => {
    const codes = Object.values(AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(API_ERRORS).sort()).toEqual(codes.sort());
    // A floor, not the exact count: losing codes in a move fails, adding one (a new contract's) needs no edit here.
    expect(codes.length).toBeGreaterThanOrEqual(120);
  });

  it('keeps the client codes apart from the servers', () => {
    for (const code of CLIENT_ERROR_CODES) {
      expect({ code, api: code in API_ERRORS, shell: code in SHELL_ERRORS }).toEqual({ code, api: false, shell: false });
      expect(CLIENT_CODE_MESSAGES[code]).toMatch(HANGUL);
    }
    expect(CLIENT_ERROR_CODES).toEqual(['NETWORK_ERROR', 'TIMEOUT', 'ANSWER_MISMATCH', 'WISHLIST_LIST_FAILED', 'WISHLIST_COUNT_FAILED', 'WISHLIST_ADD_FAILED', 'WISHLIST_DELETE_FAILED', 'WISHLIST_DELETE_ITEM_FAILED', 'SET_ITEM_INFO_EMPTY']);
  });

  it('keeps the messages the spec and the browser tests assert', () => {
    expect(API_ERRORS.ORDER_SHEET_USED).toEqual({ status: 409, message: '이미 주문이 완료된 주문서입니다.' });
    expect(API_ERRORS.BAD_CREDENTIALS).toEqual({ status: 401, message: '아이디/비밀번호를 정확히 입력해 주세요.' });
    expect(SHELL_ERRORS.TOKEN_ENDPOINT).toEqual({ status: 403, message: '이 요청은 로그인 화면에서만 할 수 있습니다.' });
    expect(CLIENT_CODE_MESSAGES.SLEEP_USER).toBe('휴면 전환된 계정입니다.');
  });

  it('lets any call fail only with codes that some side answers', () => {
    for (const code of ANY_CALL_ERROR_CODES) expect({ code, known: code in API_ERRORS || code in SHELL_ERRORS || new Set<string>(CLIENT_ERROR_CODES).has(code) }).toEqual({ code, known: true });
  });
});
