import { callContract, getUserMessage } from '@shop/api-client';
import { useRevalidator } from '@shop/router';
import { Button, useDialog } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { pageMessages } from '../messages/pages.ko.ts';

const copy = pageMessages.actions;

/** 신청 철회 of one request still only applied; the page's data reloads after it. */
export function ClaimWithdrawButton({ claimCode, label }: { claimCode: string; label: string }) {
  const api = useClientApi();
  const revalidator = useRevalidator();
  const { alert, confirm, dialog } = useDialog();
  const onClick = async () => {
    if (!(await confirm(copy.confirmWithdraw))) return;
    try {
      await callContract(api, 'POST /api/order/claim-withdraw', { body: { claimCode } });
      await alert(copy.withdrawn);
      await revalidator.revalidate();
    } catch (failure) {
      await alert(getUserMessage(failure) || copy.failed);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void onClick()}>{label}</Button>
      {dialog}
    </>
  );
}
