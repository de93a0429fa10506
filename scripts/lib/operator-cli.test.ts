import assert from 'node:assert/strict';
import { carrierIndex, checkMove, decide, describeApiError, HELP, IllegalTransition, parseArgs, UsageError } from './operator-cli.ts';

const history = (...states: string[]) => states.map((toStatus, i) => ({ fromStatus: i === 0 ? null : states[i - 1] ?? null, toStatus }));

test('reads the command, its arguments and --name value options', () => {
  assert.deepEqual(parseArgs(['ship', 'O1', '--carrier', 'cj', '--tracking=1234-5678']), { command: 'ship', args: ['O1'], options: { carrier: 'cj', tracking: '1234-5678' } });
  assert.equal(parseArgs(['--help']).options.help, 'yes');
  assert.doesNotMatch(HELP, /[가-힣]/);
});

test('refuses a move the state machine forbids before calling the API', () => {
  assert.throws(() => checkMove('O1', 'DELIVERED', 'prepare', 'PREPARING'), (e: unknown) => e instanceof IllegalTransition && /order O1 is DELIVERED; 'prepare' would move it to PREPARING/.test(e.message));
  assert.doesNotThrow(() => checkMove('O1', 'WAITING_DEPOSIT', 'deposit', 'PAID'));
});

test('approve completes the open request of an order; refuse sends it back where it came from', () => {
  const cancel = { orderStatus: 'CANCEL_REQUESTED', history: history('WAITING_DEPOSIT', 'PAID', 'PREPARING', 'CANCEL_REQUESTED') };
  assert.deepEqual(decide('O1', true, cancel, []), { kind: 'move', to: 'CANCELLED' });
  assert.deepEqual(decide('O1', false, cancel, []), { kind: 'move', to: 'PREPARING' });
  const exchange = { orderStatus: 'EXCHANGE_REQUESTED', history: history('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'EXCHANGE_REQUESTED') };
  assert.deepEqual(decide('O1', true, exchange, []), { kind: 'move', to: 'EXCHANGED' });
  assert.deepEqual(decide('O1', false, exchange, []), { kind: 'move', to: 'DELIVERED' });
  assert.deepEqual(decide('O1', true, { orderStatus: 'RETURN_REQUESTED', history: [] }, []), { kind: 'move', to: 'RETURNED' });
});

test('a request of some lines is its one open claim; several need a claim code, none is an error', () => {
  const delivered = { orderStatus: 'DELIVERED', history: [] };
  const open = { claimCode: 'C23456789ABCD', claimType: 'RETURN', status: 'REQUESTED' };
  assert.deepEqual(decide('O1', false, delivered, [open, { ...open, claimCode: 'COLD', status: 'COMPLETED' }]), { kind: 'claim', claimCode: 'C23456789ABCD', action: 'WITHDRAW' });
  assert.throws(() => decide('O1', true, delivered, [open, { ...open, claimCode: 'C2', claimType: 'EXCHANGE' }]), (e: unknown) => e instanceof UsageError && /2 open requests; give one claim code: C23456789ABCD \(return\), C2 \(exchange\)/.test(e.message));
  assert.throws(() => decide('O1', true, delivered, []), /Order O1 has no open cancel, return or exchange request \(it is DELIVERED\)/);
});

test('carriers by alias, and English for the API\'s refusals', () => {
  assert.equal(carrierIndex('CJ'), 0);
  assert.equal(carrierIndex('lotte'), 3);
  assert.throws(() => carrierIndex('dhl'), /--carrier must be one of cj, epost, hanjin, lotte \(got "dhl"\)/);
  assert.equal(describeApiError(404, 'ORDER_NOT_FOUND', 'O-NOPE'), 'No order with code O-NOPE');
  assert.match(describeApiError(409, 'ORDER_STATE_CONFLICT', 'O1'), /^Illegal transition for O1/);
  assert.equal(describeApiError(401, 'OPERATOR_ONLY', 'O1'), 'The API refused the operator token (check OPERATOR_TOKEN)');
});
