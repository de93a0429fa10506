// The public names of the member-lifecycle contracts (re-exported by the package index).
export {
  ChangePasswordBodySchema, changePasswordContract, checkAccountJoinContract, checkAuthNumberContract, checkDuplicateIdContract,
  delayPasswordChangeContract, findIdContract, findPasswordContract, getSecedeInfoContract, guestPhoneTokenContract, JoinBodySchema, joinContract,
  LEAVE_REASONS, logoutContract, NewLoginIdField, NewPasswordField, PhoneNumberField, reactivateDormantContract, secedeContract,
  sendAuthNumberContract, sendLoginIdContract, UserNameField,
} from './member-contracts.ts';
export type { ChangePasswordInput, JoinInput, SecedeInput } from './member-contracts.ts';
export { disconnectSnsContract, getSnsInfoContract, getSnsProvidersContract, snsAuthorizeContract, snsConnectContract, snsJoinContract, snsLoginContract } from './sns-contracts.ts';
export type { SnsJoinInput, SnsLoginInput } from './sns-contracts.ts';
export { MEMBER_AUTH_CONTRACTS } from './member-auth-list.ts';
export { MEMBER_AUTH_LABELS, MEMBER_AUTH_MESSAGES } from '../messages/member-auth.ko.ts';
export * from '../wire/member-auth.ts';
