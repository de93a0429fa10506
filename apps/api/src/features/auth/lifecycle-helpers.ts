import { json, type TestServer } from '../../testing/test-server.ts';

/** The last text message sent to the phone (the default sender's outbox). */
export async function lastSms(server: TestServer, phone: string): Promise<string> {
  const row = await server.app.database.db.selectFrom('smsOutbox').select('body').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirst();
  return row?.body ?? '';
}

/** Sends a code to the phone and enters it: the verified request token. */
export async function verifyPhone(server: TestServer, userName: string, phone: string): Promise<string> {
  const { requestToken } = await json<{ requestToken: string }>(await server.request('/api/auth/send-auth-number', { method: 'POST', body: { userName, phoneNumber: phone } }));
  const code = /\[(\d{6})\]/.exec(await lastSms(server, phone))?.[1] ?? '';
  await json(await server.request('/api/auth/check-auth-number', { method: 'POST', body: { userName, phoneNumber: phone, requestToken, authNumber: code } }));
  return requestToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in with id and password from a given client address (the shell forwards it). */
export function tryLogin(server: TestServer, loginId: string, password: string, address = '10.0.0.1') {
  return server.request('/api/auth/token', { method: 'POST', body: { loginId, password }, headers: { 'x-forwarded-for': address } });
}
