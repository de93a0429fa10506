// Korean copy for statuses (convention C8); the codes' copy is in @shop/contracts' error vocabulary.
import { CLIENT_CODE_MESSAGES } from '@shop/contracts/errors';

/** User messages for the client's own error codes and the sign-in's account codes (from the contracts' vocabulary). */
export const ERROR_CODE_MESSAGES: Readonly<Record<string, string>> = CLIENT_CODE_MESSAGES;

/** User messages by HTTP status, used when neither the server nor the code gives one. */
// prettier-ignore
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '요청이 올바르지 않습니다.',
  401: '로그인이 필요합니다.',
  403: '접근 권한이 없습니다.',
  404: '요청한 정보를 찾을 수 없습니다.',
  500: '서버 내부 에러가 발생하였습니다. 신속히 조치하겠습니다.',
};

/** The message when nothing more specific is known. */
export const DEFAULT_ERROR_MESSAGE = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
