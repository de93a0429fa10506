import * as v from 'valibot';
import { YesNoSchema } from './common.ts';

/** A plain success answer (`{ status: 200 }`). */
export const OkSchema = v.object({ status: v.literal(200) });
export type OkAnswer = v.InferOutput<typeof OkSchema>;

/** `POST /api/auth/send-auth-number`: the verification to quote back, and how long its code lives. */
export const SmsSentSchema = v.object({ requestToken: v.string(), expiresInSeconds: v.number() });
export type SmsSent = v.InferOutput<typeof SmsSentSchema>;

/** `POST /api/auth/check-account-join`: sign-up allowed; how many guest orders the verified phone placed. */
export const AccountJoinCheckSchema = v.object({ status: v.literal(200), guestOrderCount: v.number() });
export type AccountJoinCheck = v.InferOutput<typeof AccountJoinCheckSchema>;

/** `POST /api/auth/user/duplicate`: 'Y' when the id is taken. */
export const DuplicateSchema = v.object({ duplicated: YesNoSchema });
export type DuplicateAnswer = v.InferOutput<typeof DuplicateSchema>;

/** `POST /api/auth/join`: the new member and the guest orders carried into the account. */
/** `POST /api/auth/join`: the new member, what came over from guest orders and how many welcome coupons were given. */
export const JoinResultSchema = v.object({ status: v.literal(200), userId: v.number(), carriedOrders: v.number(), creditedPoint: v.number(), welcomeCouponCount: v.number() });
export type JoinResult = v.InferOutput<typeof JoinResultSchema>;

/** `POST /api/auth/find-id`: the masked ids of the verified name and phone. */
export const FoundIdsSchema = v.object({ userName: v.string(), loginIds: v.array(v.string()) });
export type FoundIds = v.InferOutput<typeof FoundIdsSchema>;

/** `GET /api/auth/secede`: what closing the account loses. */
export const SecedeInfoSchema = v.object({ loginId: v.string(), point: v.number(), couponCount: v.number(), snsFlag: YesNoSchema });
export type SecedeInfo = v.InferOutput<typeof SecedeInfoSchema>;

export const SNS_TYPES = ['kakao', 'naver', 'apple'] as const;
export const SnsTypeSchema = v.picklist(SNS_TYPES);
export type SnsType = v.InferOutput<typeof SnsTypeSchema>;

/** `GET /api/auth/sns-info`: linked social accounts, and whether the member can also sign in with a password. */
export const SnsInfoSchema = v.object({
  list: v.array(v.object({ snsType: SnsTypeSchema, createdDate: v.string() })),
  passwordSet: YesNoSchema,
  configured: v.array(SnsTypeSchema),
});
export type SnsInfo = v.InferOutput<typeof SnsInfoSchema>;

/** `GET /api/auth/sns-providers`: the social sign-ins this storefront offers (configured on the API), in button order. */
export const SnsProvidersSchema = v.object({ providers: v.array(SnsTypeSchema) });
export type SnsProviders = v.InferOutput<typeof SnsProvidersSchema>;

/** `POST /api/auth/sns/authorize`: where to send the browser. */
export const SnsAuthorizeSchema = v.object({
  authorizeUrl: v.string(),
  // A sign-in's key for the browser that starts it (the shell keeps it in an httpOnly cookie; never for a connect).
  browserKey: v.optional(v.string()),
});
export type SnsAuthorize = v.InferOutput<typeof SnsAuthorizeSchema>;

/** `POST /api/auth/sns-login`: signed in, or a new social user who must complete registration. */
export const SnsLoginSchema = v.variant('value', [
  v.object({ value: v.literal('loginSuccess'), token: v.string() }),
  v.object({ value: v.literal('redirectToJoin'), snsState: v.string(), snsName: v.string(), snsEmail: v.string() }),
]);
export type SnsLogin = v.InferOutput<typeof SnsLoginSchema>;

/** `POST /api/auth/sns-join`: the new (or linked) member's token. */
export const SnsJoinSchema = v.object({ token: v.string(), linked: v.boolean() });
export type SnsJoin = v.InferOutput<typeof SnsJoinSchema>;
