import { useState } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import type { OrderDetail } from '@shop/api-client';
import { Button } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { completeMessages } from '../../../messages/complete.ko.ts';

const C = completeMessages;

/**
 * 테스트 입금: for a virtual account the built-in test gateway issued, the deposit a bank would make (no money moves).
 * The server checks it with the gateway as it checks Toss's deposit notice, and answers the order, now 결제완료.
 */
export function TestDeposit({ orderCode, onDeposited }: { orderCode: string; onDeposited: (detail: OrderDetail) => void }) {
  const api = useClientApi();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const deposit = async () => {
    setBusy(true);
    setProblem('');
    try {
      onDeposited(await callContract(api, 'POST /api/payment/test/deposit', { body: { orderCode } }));
    } catch (error) {
      setProblem(getUserMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="complete-test-deposit">
      <p className="checkout-note">{C.testDepositNote}</p>
      <Button variant="outline" size="md" disabled={busy} onClick={() => void deposit()}>
        {C.testDeposit}
      </Button>
      {problem ? <p role="alert" className="checkout-note">{problem}</p> : null}
    </div>
  );
}
