import * as v from 'valibot';
import { CONTRACT_MESSAGES as M } from '../messages/ko.ts';
import { verbatimText } from './fields.ts';

/**
 * One file of a `multipart/form-data` body as the API's parser hands it over (features/storage): its name, the
 * declared type (never trusted) and its bytes. A JSON body cannot carry one, so JSON callers send no files.
 */
export const UploadedFileSchema = v.object({ name: verbatimText(v.string()), type: verbatimText(v.string()), bytes: v.instance(Uint8Array) });
export type UploadedFile = v.InferOutput<typeof UploadedFileSchema>;

/**
 * The files of one multipart field (none when absent). Count, size and kind are the API's upload rules, checked
 * by content before anything is stored, with their own Korean messages.
 * @param label The field's Korean label.
 * @example files: uploadFiles('첨부 파일')
 */
export const uploadFiles = (label: string) => v.optional(v.array(UploadedFileSchema, M.invalid(label)), []);

/**
 * Multipart bodies reach the API as text: a flag of a form is `'Y'`/`'N'`, an id a string of digits.
 * @param label The field's Korean label.
 */
export const formFlag = (label: string) => v.optional(v.picklist(['Y', 'N'], M.invalid(label)), 'N');

/** A shopper's photo as `POST /api/mypage/photos` stored it: `/upload/reviews/<nanoid>.<ext>` or `/upload/claims/…`. */
export const PHOTO_PATH = /^\/upload\/(reviews|claims)\/[A-Za-z0-9_-]{21}\.(jpg|png|gif)$/;
