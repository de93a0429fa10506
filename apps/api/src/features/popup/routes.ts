import type { Popup } from '@shop/api-client';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { PopupTable } from '../../db/schema-community.ts';
import { notFound } from '../../http/errors.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { COMMUNITY_MESSAGES } from '../../messages/community.ko.ts';

function toPopup(p: PopupTable): Popup {
  return {
    popupId: p.id,
    popupType: p.popupType,
    popupStyle: p.popupStyle,
    subject: p.subject,
    content: p.content,
    width: p.width,
    height: p.height,
    topPosition: p.topPosition,
    leftPosition: p.leftPosition,
    popupImage: p.popupImage,
    imageLink: p.imageLink,
    backgroundColor: p.backgroundColor,
    startDate: p.startDate,
    endDate: p.endDate,
  };
}

/** Popups showing now: the list (main page) and one popup (`/popup/{id}`); others are 404. */
export function registerPopupRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  const showing = () => {
    const now = toSeoulTimestamp(Date.now());
    return db.selectFrom('popups').selectAll().where('displayFlag', '=', 'Y').where('startDate', '<=', now).where('endDate', '>=', now);
  };

  app.get('/api/popup/list', async () => ({ list: (await showing().orderBy('ordering').orderBy('id').execute()).map(toPopup) }));

  app.get<{ Params: { id: number } }>(
    '/api/popup/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } } },
    async (request) => {
      const popup = await showing().where('id', '=', request.params.id).executeTakeFirst();
      if (!popup) throw notFound(COMMUNITY_MESSAGES.errors.popupNotFound, 'POPUP_NOT_FOUND');
      return toPopup(popup);
    },
  );
}
