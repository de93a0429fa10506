import type { Generated } from 'kysely';

// Tables of migration 0010 (visits and the messenger channel), as Kysely sees them.

/** A unique visitor: the first time its id was registered (14-digit Asia/Seoul). */
export type VisitorTable = { visitorId: string; createdAt: string };

/** One page view. */
export type PageViewTable = { id: Generated<number>; visitorId: string; uri: string; createdAt: string };

/** Page views of one path on one day (migration 0050): `day` is yyyyMMdd in Asia/Seoul. */
export type PageViewDailyTable = { day: string; uri: string; views: number };

/** A member's messenger channel id (auid), by login id. */
export type MessengerChannelTable = { loginId: string; auid: string };

/** A message the messenger adapter sent or recorded; `payload` is JSON text. */
export type MessengerMessageTable = { id: Generated<number>; kind: string; auid: string; target: string; payload: string; createdAt: string };

/** A scheduled job's lease (migration 0017): whoever moves `leasedUntil` forward runs the job this interval. */
export type JobLeaseTable = { name: string; holder: string; leasedUntil: number | string; runs: number };

export type PlatformTables = {
  jobLeases: JobLeaseTable;
  visitors: VisitorTable;
  pageViews: PageViewTable;
  pageViewDaily: PageViewDailyTable;
  messengerChannels: MessengerChannelTable;
  messengerMessages: MessengerMessageTable;
};
