import { useState } from 'react';
import { callContract, type SnsType } from '@shop/api-client';
import { useRevalidator } from '@shop/router';
import { Button, useDialog } from '@shop/ui';
import { formatDateTime } from '@shop/validators';
import { accountSecurityMessages } from '../../../messages/account-security.ko.ts';
import type { SnsConnectionsData } from '../api/load-sns-connections.ts';
import { attempt, sameOriginApi } from '../api/same-origin.ts';
import { isLastLogin } from '../security-rules.ts';

const copy = accountSecurityMessages.sns;
const PROVIDERS: SnsType[] = ['kakao', 'naver', 'apple'];

/**
 * Kakao / Naver / Apple with the linked date or "미연동", for the providers the API has configured (and any still
 * linked, so it can be unlinked); connect runs the provider's sign-in, disconnect asks first. None configured and none
 * linked: a sentence, no dead rows.
 */
export function SnsConnectionList({ info }: { info: SnsConnectionsData }) {
  const revalidator = useRevalidator();
  const { confirm, dialog } = useDialog();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const connect = async (type: SnsType) => {
    const answer = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/sns/authorize', { body: { snsType: type, purpose: 'connect' }, cache: 'no-store' }));
    if (answer.ok) window.location.assign(answer.value.authorizeUrl);
    else setMessage({ text: answer.message, error: true });
  };
  const disconnect = async (type: SnsType) => {
    if (!(await confirm(copy.confirmDisconnect))) return;
    const answer = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/disconnect-sns', { body: { snsType: type }, cache: 'no-store' }));
    setMessage(answer.ok ? { text: copy.disconnected, error: false } : { text: answer.message, error: true });
    if (answer.ok) void revalidator.revalidate();
  };

  const shown = PROVIDERS.filter((type) => info.configured.includes(type) || info.list.some((l) => l.snsType === type));
  return (
    <>
      {dialog}
      {shown.length === 0 ? <p className="account-field__hint">{copy.noneConfigured}</p> : null}
      <ul className="account-sns">
        {shown.map((type) => {
          const link = info.list.find((l) => l.snsType === type);
          const name = copy.providers[type];
          return (
            <li key={type} className="account-sns__item">
              <span className="account-sns__name">{name}</span>
              <span className="account-sns__state">{link ? copy.linkedAt(formatDateTime(link.createdDate, 'date')) : copy.notLinked}</span>
              {link ? (
                <Button type="button" variant="outline" aria-label={`${name} ${copy.disconnect}`} disabled={isLastLogin(info, type)}
                  onClick={() => void disconnect(type)}>{copy.disconnect}</Button>
              ) : (
                <Button type="button" aria-label={`${name} ${copy.connect}`} onClick={() => void connect(type)}>{copy.connect}</Button>
              )}
            </li>
          );
        })}
      </ul>
      {info.passwordSet === 'N' ? <p className="account-field__hint">{copy.lastLoginHint}</p> : null}
      {message ? <p className={message.error ? 'account-form__error' : 'account-form__done'} role={message.error ? 'alert' : 'status'}>{message.text}</p> : null}
    </>
  );
}
