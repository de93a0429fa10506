import type { EventState } from '@shop/contracts';

/** Status of an event from its 14-digit start and end dates (both ends included). */
export function eventStatus(event: { startDate: string; endDate: string }, now: string): EventState {
  if (now < event.startDate) return 'READY';
  if (now > event.endDate) return 'END';
  return 'PROGRESS';
}
