/** Where an event stands against `now`: not started, running or ended. */
export type EventStatus = 'READY' | 'PROGRESS' | 'END';

/** Status of an event from its 14-digit start and end dates (both ends included). */
export function eventStatus(event: { startDate: string; endDate: string }, now: string): EventStatus {
  if (now < event.startDate) return 'READY';
  if (now > event.endDate) return 'END';
  return 'PROGRESS';
}
