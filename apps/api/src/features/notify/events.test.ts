import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eventOfMove } from './events.ts';

it('tells the shopper every step an order takes, and nothing they did themselves', () => {
  assert.equal(eventOfMove(null, 'WAITING_DEPOSIT'), 'DEPOSIT_ACCOUNT');
  assert.equal(eventOfMove('PAYMENT_PENDING', 'WAITING_DEPOSIT'), 'DEPOSIT_ACCOUNT');
  assert.equal(eventOfMove(null, 'PAID'), 'ORDER_PLACED');
  assert.equal(eventOfMove(null, 'PAYMENT_PENDING'), null);
  assert.equal(eventOfMove('WAITING_DEPOSIT', 'PAID'), 'PAYMENT_CONFIRMED');
  assert.equal(eventOfMove('PAYMENT_PENDING', 'PAID'), 'PAYMENT_CONFIRMED');
  assert.equal(eventOfMove('PREPARING', 'SHIPPING'), 'SHIPPED');
  assert.equal(eventOfMove('SHIPPING', 'DELIVERED'), 'DELIVERED');
  assert.equal(eventOfMove('RETURN_REQUESTED', 'RETURNED'), 'CLAIM_ACCEPTED');
  assert.equal(eventOfMove('EXCHANGE_REQUESTED', 'DELIVERED'), 'CLAIM_REFUSED');
  assert.equal(eventOfMove('CANCEL_REQUESTED', 'PAID'), 'CLAIM_REFUSED');
  assert.equal(eventOfMove('DELIVERED', 'RETURN_REQUESTED'), null);
  assert.equal(eventOfMove('WAITING_DEPOSIT', 'CANCELLED'), null);
  assert.equal(eventOfMove('PAID', 'PREPARING'), null);
});
