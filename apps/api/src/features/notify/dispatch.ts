import { trackingUrlOf } from '@shop/validators';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { NOTIFY_MESSAGES as N, type NotifyFacts } from '../../messages/notify.ko.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import { readBusinessInfo } from '../cs/settings-service.ts';
import type { MessageSender } from './message-sender.ts';

/** Events about one claim: their text names the claim's items. */
const CLAIM_EVENTS = new Set(['CLAIM_ACCEPTED', 'CLAIM_REFUSED', 'REFUND_PAID']);

/** Attempts before a message is given up (FAILED, kept for the operator). */
export const MAX_ATTEMPTS = 5;

/** The facts of an order a message may name: never a password, an order password or a card number (none are kept). */
async function factsOf(db: Kysely<Database>, orderId: number, event: string, eventKey: string): Promise<{ facts: NotifyFacts; phone: string } | null> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const [payment, lines, member, info, claim] = await Promise.all([
    db.selectFrom('orderPayments').selectAll().where('orderId', '=', orderId).orderBy('id').executeTakeFirst(),
    db.selectFrom('orderLines').select('itemName').where('orderId', '=', orderId).orderBy('itemSequence').execute(),
    order.memberId === null ? undefined : db.selectFrom('members').select('phone').where('id', '=', order.memberId).executeTakeFirst(),
    readBusinessInfo(db),
    // The claim the message is about: its code is the key of claim events (accepted, refused, refund paid).
    db.selectFrom('orderClaims').select(['id', 'claimType', 'refundAmount', 'claimCode']).where('orderId', '=', orderId)
      .$if(eventKey !== '', (q) => q.where('claimCode', '=', eventKey)).orderBy('id', 'desc').executeTakeFirst(),
  ]);
  const claimLines = claim && CLAIM_EVENTS.has(event)
    ? await db.selectFrom('orderClaimLines').innerJoin('orderLines', 'orderLines.id', 'orderClaimLines.orderLineId')
      .select(['orderLines.itemName', 'orderClaimLines.quantity']).where('orderClaimLines.claimId', '=', claim.id).orderBy('orderLines.itemSequence').execute()
    : [];
  const method = ORDER_MESSAGES.payment.methods[order.paymentMethod] ?? order.paymentMethod;
  return {
    phone: order.buyerMobile || member?.phone || '',
    facts: {
      shopName: info.shopName, orderCode: order.orderCode, orderName: ORDER_MESSAGES.payment.orderName(lines[0]?.itemName ?? '', lines.length - 1),
      amount: order.payAmount, method: payment?.detail ? `${method} ${payment.detail}` : method,
      bankName: payment?.bankName ?? '', accountNumber: payment?.accountNumber ?? '', accountHolder: payment?.accountHolder ?? '',
      deadline: N.deadline(payment?.dueDate ?? order.paymentDeadline ?? ''), carrier: order.deliveryCompanyName ?? '', trackingNumber: order.deliveryNumber ?? '',
      trackingUrl: trackingUrlOf(order.deliveryCompanyName, order.deliveryNumber) ?? '', claimType: N.claimTypes[claim?.claimType ?? ''] ?? '',
      refundAmount: claim?.refundAmount ?? 0,
      claimItems: claimLines.length === 0 ? '' : N.claimItems(claimLines[0]?.itemName ?? '', claimLines[0]?.quantity ?? 0, claimLines.length - 1),
    },
  };
}

/** The text of an event for these facts. */
export function renderNotification(event: string, facts: NotifyFacts): string | null {
  return N.templates[event]?.(facts) ?? null;
}

/**
 * Sends the queued messages that are due, each by one instance (claimed PENDING → SENDING): rendered from the order
 * as it is now (the tracking number of a shipment, the account of a deposit), sent through `sender`, and marked SENT
 * with its channel, text and recipient; a failed send is retried after `retryMs` × 2^attempts, and given up after
 * MAX_ATTEMPTS. Returns how many were sent.
 */
export async function sendDueNotifications(handle: DatabaseHandle, sender: MessageSender, now: number, retryMs = 10_000): Promise<number> {
  const { db } = handle;
  const at = toSeoulTimestamp(now);
  const due = await db.selectFrom('notifications').selectAll().where('status', '=', 'PENDING').where('nextAttemptAt', '<=', at).orderBy('id').limit(50).execute();
  let sent = 0;
  for (const row of due) {
    const claimed = await db.updateTable('notifications').set({ status: 'SENDING' }).where('id', '=', row.id).where('status', '=', 'PENDING').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const found = await factsOf(db, row.orderId, row.event, row.eventKey);
    const text = found ? renderNotification(row.event, found.facts) : null;
    if (!found || !text || !found.phone) {
      await db.updateTable('notifications').set({ status: 'FAILED', recipient: found?.phone || null }).where('id', '=', row.id).execute();
      continue;
    }
    const result = await sender.send({ to: found.phone, event: row.event, text });
    const attempts = row.attempts + 1;
    if (result.ok) {
      await db.updateTable('notifications').set({ status: 'SENT', attempts, channel: result.channel, body: text, recipient: found.phone, sentAt: at }).where('id', '=', row.id).execute();
      sent += 1;
    } else {
      const next = toSeoulTimestamp(now + retryMs * 2 ** row.attempts);
      await db.updateTable('notifications').set({ status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING', attempts, nextAttemptAt: next }).where('id', '=', row.id).execute();
    }
  }
  return sent;
}
