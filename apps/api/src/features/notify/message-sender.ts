import { createHmac, randomBytes } from 'node:crypto';

/** One message to a shopper: the phone, the 알림톡 template of its event (if the provider has one) and the text. */
export type OutgoingMessage = { to: string; event: string; text: string };

/** How a message went: by 알림톡, by SMS (the fallback), or only into the outbox; or not at all (retried). */
export type SendResult = { ok: true; channel: 'ALIMTALK' | 'SMS' | 'OUTBOX' } | { ok: false; reason: string };

/** What the notification job needs from a messaging provider. */
export type MessageSender = { send: (message: OutgoingMessage) => Promise<SendResult> };

/** The default: nothing leaves the machine; the notification row is the outbox (body, recipient, time). */
export const outboxSender: MessageSender = { send: async () => ({ ok: true, channel: 'OUTBOX' }) };

export type SolapiOptions = {
  apiKey: string; apiSecret: string; sender: string; pfId: string; templates: Record<string, string>;
  baseUrl?: string; fetch?: typeof fetch; clock?: () => number;
};

/** Solapi's `HMAC-SHA256` authorization: the signature of date and salt with the API secret. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/**
 * Solapi (a Korean messaging provider): 알림톡 through the shop's Kakao channel (`pfId`) with the event's template when
 * one is configured, which Solapi itself replaces by an SMS/LMS of the same text if 알림톡 cannot be delivered; a
 * plain SMS/LMS otherwise. `POST /messages/v4/send`. Keys stay in this closure and are never logged.
 */
export function createSolapiSender(options: SolapiOptions): MessageSender {
  const send = options.fetch ?? fetch;
  const base = (options.baseUrl ?? 'https://api.solapi.com').replace(/\/+$/, '');
  return {
    async send(message) {
      const templateId = options.templates[message.event];
      const date = new Date((options.clock ?? Date.now)()).toISOString();
      const salt = randomBytes(16).toString('hex');
      const body = {
        message: {
          to: message.to.replace(/\D/g, ''), from: options.sender.replace(/\D/g, ''), text: message.text,
          ...(templateId && options.pfId ? { kakaoOptions: { pfId: options.pfId, templateId, disableSms: false } } : {}),
        },
      };
      try {
        const response = await send(`${base}/messages/v4/send`, {
          method: 'POST', headers: { authorization: solapiAuthorization(options.apiKey, options.apiSecret, date, salt), 'content-type': 'application/json' },
          body: JSON.stringify(body), signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return { ok: false, reason: `solapi ${response.status}` };
      } catch {
        return { ok: false, reason: 'solapi unreachable' };
      }
      return { ok: true, channel: templateId && options.pfId ? 'ALIMTALK' : 'SMS' };
    },
  };
}
