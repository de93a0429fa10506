/** localStorage key of the saved login id ("아이디 저장"). Only the id is stored, never the password. */
export const SAVED_LOGIN_ID_KEY = 'savedLoginId';
