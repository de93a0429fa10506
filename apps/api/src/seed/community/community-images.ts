import type { ImageJob } from '../images.ts';
import { eventScene, popupScene } from '../drawings/scenes.ts';
import { EVENTS, POPUPS } from './event-data.ts';
import { eventImagePath, popupImagePath } from './build-events.ts';

/** Event thumbnails (800x500) and image popups (their own size): scenes of what each campaign offers. */
export function communityImageJobs(): ImageJob[] {
  return [
    ...EVENTS.map((e) => ({ path: eventImagePath(e.id), svg: () => eventScene(e.id, 800, 500, e.hue) })),
    ...POPUPS.filter((p) => p.popupType === '1').map((p) => ({ path: popupImagePath(p.id), svg: () => popupScene(p.id, p.width, p.height, p.hue) })),
  ];
}
