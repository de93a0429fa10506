import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { optionalMember } from '../auth/service.ts';
import type { TokenMember } from '../auth/tokens.ts';

/** Who is looking at a list of posts: the member (if any) and the authors they blocked. */
export type Viewer = { member: TokenMember | undefined; blocked: ReadonlySet<string> };

/** The request's viewer; visitors block nobody. */
export async function viewerOf(db: Kysely<Database>, request: FastifyRequest): Promise<Viewer> {
  const member = await optionalMember(db, request);
  if (!member) return { member, blocked: new Set() };
  const rows = await db.selectFrom('memberBlocks').select('blockedLoginId').where('memberId', '=', member.id).execute();
  return { member, blocked: new Set(rows.map((r) => r.blockedLoginId)) };
}

/** Ids of the posts of one type that the member reported, among `ids`. */
export async function reportedIds(db: Kysely<Database>, viewer: Viewer, contentType: string, ids: number[]): Promise<Set<number>> {
  if (!viewer.member || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('contentReports')
    .select('contentId')
    .where('memberId', '=', viewer.member.id)
    .where('contentType', '=', contentType)
    .where('contentId', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.contentId));
}

/** 'Y' when the post was written by the viewer. */
export function writtenByViewer(viewer: Viewer, writerLoginId: string): 'Y' | 'N' {
  return viewer.member?.loginId === writerLoginId ? 'Y' : 'N';
}
