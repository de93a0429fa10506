import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildSessionHeaders, callContract, createFetchTransport } from '@shop/api-client';
import type { SessionState } from '@shop/session';
import type { ShellEnv } from '../../config/env.ts';
import { bodyToForward, proxyRequest } from '../http/proxy.ts';
import { requestIdHeaders } from '../log/request-scope.ts';
import { channelSetCookie, readChannel } from './messenger-channel.ts';
import { noticeFor } from './messenger-events.ts';
import { notifyMessenger } from './messenger-notify.ts';

export type MessengerProxyInput = {
  env: ShellEnv; session: SessionState; target: string; path: string; extraHeaders: Record<string, string>; timeoutMs: number;
  /** Awaited with the API's status before the answer is sent (a review write drops the pages it made stale). */
  beforeAnswer?: (status: number) => void | Promise<void>;
};

/**
 * Proxies a shopper action that may notify the messenger channel (messenger-events.ts), server side so the browser
 * carries none of it: the session's channel id is fetched once (POST /api/kakao/sender) and kept encrypted in a
 * cookie; after a successful action, and only with a non-empty channel id, its notification goes to the API.
 * Messenger failures are ignored silently: the shopper's action is answered as the API answered it.
 */
export async function proxyWithMessenger(req: IncomingMessage, res: ServerResponse, input: MessengerProxyInput): Promise<void> {
  const { env, session } = input;
  // Read within the proxy's limits: a body too large is the proxy's 413, as for every other /api call.
  const body = await bodyToForward(req, res);
  if (body === undefined) return;
  const channel = await readChannel(session, req.headers.cookie, env.messengerSecret).catch(() => ({ fetched: true, auid: '' }));
  const memberApi = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({ ...buildSessionHeaders(session, session.salesonId), ...requestIdHeaders() }) });
  let auid = channel.auid;
  const responseHeaders: Record<string, string> = {};
  if (!channel.fetched && session.token) {
    try {
      auid = (await callContract(memberApi, 'POST /api/kakao/sender', {})).auid;
      responseHeaders['set-cookie'] = await channelSetCookie(session.token, auid, env.messengerSecret, env.secureCookies);
    } catch {
      auid = ''; // not kept: the next action asks again
    }
  }
  const onAnswer = auid
    ? (status: number, answer: Buffer) => {
        const notice = noticeFor({ method: req.method ?? 'POST', path: input.path, body: parseJson(body), status, answer: parseJson(answer) });
        if (notice) void notifyMessenger(memberApi, notice).catch(() => undefined);
      }
    : undefined;
  await proxyRequest(req, res, { target: input.target, extraHeaders: input.extraHeaders, timeoutMs: input.timeoutMs, body, responseHeaders, onAnswer, beforeAnswer: input.beforeAnswer });
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
