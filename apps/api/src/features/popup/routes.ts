import { getPopupContract, getPopupsContract, type Popup } from '@shop/contracts';
import { safeLink } from '@shop/validators';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { PopupTable } from '../../db/schema-community.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

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
    imageLink: safeLink(p.imageLink),
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

  registerContract(app, getPopupsContract, async () => ({ list: (await showing().orderBy('ordering').orderBy('id').execute()).map(toPopup) }));

  registerContract(app, getPopupContract, async ({ params }) => {
    const popup = await showing().where('id', '=', params.id).executeTakeFirst();
    if (!popup) throw apiError('POPUP_NOT_FOUND');
    return toPopup(popup);
  });
}
