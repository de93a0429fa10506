import assert from 'node:assert/strict';
import { claimEvent, eventOfMove } from './events.ts';

it('tells the shopper every step an order takes, and nothing they did themselves', () => {
  assert.equal(eventOfMove(null, 'WAITING_DEPOSIT'), 'DEPOSIT_ACCOUNT');
  assert.equal(eventOfMove('PAYMENT_PENDING', 'WAITING_DEPOSIT'), 'DEPOSIT_ACCOUNT');
  assert.equal(eventOfMove(null, 'PAID'), 'ORDER_PLACED');
  assert.equal(eventOfMove(null, 'PAYMENT_PENDING'), null);
  assert.equal(eventOfMove('WAITING_DEPOSIT', 'PAID'), 'PAYMENT_CONFIRMED');
  assert.equal(eventOfMove('PAYMENT_PENDING', 'PAID'), 'PAYMENT_CONFIRMED');
  assert.equal(eventOfMove('PREPARING', 'SHIPPING'), 'SHIPPED');
  assert.equal(eventOfMove('SHIPPING', 'DELIVERED'), 'DELIVERED');
  // Requests are told per claim (claimEvent), not by the order's move: a withdrawal by the shopper is no refusal.
  assert.equal(eventOfMove('RETURN_REQUESTED', 'RETURNED'), null);
  assert.equal(eventOfMove('EXCHANGE_REQUESTED', 'DELIVERED'), null);
  assert.equal(eventOfMove('CANCEL_REQUESTED', 'PAID'), null);
  assert.equal(eventOfMove('DELIVERED', 'RETURN_REQUESTED'), null);
  assert.equal(eventOfMove('WAITING_DEPOSIT', 'CANCELLED'), null);
  assert.equal(eventOfMove('PAID', 'PREPARING'), null);
});

it('tells the shopper a claim accepted or refused by the shop, never one they withdrew themselves', () => {
  assert.equal(claimEvent('COMPLETED'), 'CLAIM_ACCEPTED');
  assert.equal(claimEvent('REFUSED'), 'CLAIM_REFUSED');
  assert.equal(claimEvent('WITHDRAWN_BY_SHOPPER'), null);
});
