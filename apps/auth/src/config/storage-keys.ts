/** localStorage key of the saved login id ("아이디 저장"). Only the id is stored, never the password. */
export const SAVED_LOGIN_ID_KEY = 'savedLoginId';
/** sessionStorage key of the verified phone between the SMS step and the sign-up form (cleared after joining). */
export const VALIDATED_JOIN_KEY = 'validatedJoinPhone';
/** sessionStorage key of the sign-up result shown on the completion page. */
export const JOIN_RESULT_KEY = 'joinResult';
/** localStorage key of the last login method ('id', 'kakao', 'naver', 'apple'). */
export const LAST_LOGIN_METHOD_KEY = 'lastLoginMethod';
/** sessionStorage key of the social user who must complete registration ("temporary SNS user"). */
export const TEMP_SNS_USER_KEY = 'tempSnsUser';
/** sessionStorage key of where to go after a social sign-in (the login page's redirect target). */
export const SNS_REDIRECT_KEY = 'snsRedirect';
