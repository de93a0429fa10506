import type { Generated } from 'kysely';

// Tables of migration 0007 (member lifecycle), as Kysely sees them. Dates are 14-digit Asia/Seoul text.

export type SmsOutboxTable = { id: Generated<number>; phone: string; body: string; createdAt: string };

export type SmsVerificationTable = {
  requestToken: string;
  phone: string;
  userName: string;
  codeHash: string;
  attempts: number;
  expiresAt: string;
  verifiedAt: string | null;
  usedAt: string | null;
  createdAt: string;
};

export type LoginFailureTable = { id: Generated<number>; throttleKey: string; createdAt: string };

/** Where a member signed in successfully before (migration 0060): 'ip:' or 'br:' and a SHA-256. */
export type LoginKnownDeviceTable = { memberId: number; deviceKey: string; lastSeenAt: string };

export type SnsAccountTable = { id: Generated<number>; memberId: number; snsType: string; snsUserId: string; createdAt: string };

export type SnsStateTable = {
  state: string;
  snsType: string;
  /** 'login' | 'join' | 'connect' */
  purpose: string;
  memberId: number | null;
  codeVerifier: string;
  snsUserId: string | null;
  snsName: string | null;
  snsEmail: string | null;
  expiresAt: string;
  createdAt: string;
  /** SHA-256 of the key the starting browser holds (a 'login' state, migration 0020); null for the others. */
  browserKeyHash: Generated<string | null>;
};

/** The tables of migration 0007. */
export type MemberLifecycleTables = {
  smsOutbox: SmsOutboxTable;
  smsVerifications: SmsVerificationTable;
  loginFailures: LoginFailureTable;
  loginKnownDevices: LoginKnownDeviceTable;
  snsAccounts: SnsAccountTable;
  snsStates: SnsStateTable;
};
