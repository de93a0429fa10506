import {
  changePasswordContract, checkAccountJoinContract, checkAuthNumberContract, checkDuplicateIdContract, delayPasswordChangeContract,
  findIdContract, findPasswordContract, getSecedeInfoContract, guestPhoneTokenContract, joinContract, logoutContract, reactivateDormantContract,
  secedeContract, sendAuthNumberContract, sendLoginIdContract,
} from './member-contracts.ts';
import {
  disconnectSnsContract, getSnsInfoContract, getSnsProvidersContract, snsAuthorizeContract, snsConnectContract, snsJoinContract, snsLoginContract,
} from './sns-contracts.ts';

/** The member-lifecycle endpoints (sign-up, recovery, account states, account security, social accounts). */
export const MEMBER_AUTH_CONTRACTS = [
  logoutContract, sendAuthNumberContract, checkAuthNumberContract, checkAccountJoinContract, checkDuplicateIdContract, joinContract,
  findIdContract, sendLoginIdContract, findPasswordContract, changePasswordContract, delayPasswordChangeContract,
  reactivateDormantContract, getSecedeInfoContract, secedeContract, snsAuthorizeContract, snsLoginContract, snsJoinContract,
  snsConnectContract, getSnsInfoContract, disconnectSnsContract, guestPhoneTokenContract, getSnsProvidersContract,
] as const;
