/** The provider's user as the storefront keeps it. */
export type SnsProfile = { id: string; name: string; email: string };

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const str = (...values: unknown[]): string => {
  for (const value of values) if ((typeof value === 'string' && value) || typeof value === 'number') return String(value);
  return '';
};

/**
 * Reads the user from a user-info answer: Kakao (`id`, `kakao_account.profile.nickname`), Naver (`response.id`),
 * or OIDC claims (`sub`, `name`, `email`, as in an id_token). Undefined without an id.
 */
export function readSnsProfile(body: unknown): SnsProfile | undefined {
  const root = obj(body);
  const naver = obj(root.response);
  const kakao = obj(root.kakao_account);
  const id = str(root.id, naver.id, root.sub);
  if (!id) return undefined;
  return {
    id,
    name: str(obj(kakao.profile).nickname, obj(root.properties).nickname, naver.name, root.name, root.nickname),
    email: str(kakao.email, naver.email, root.email),
  };
}
