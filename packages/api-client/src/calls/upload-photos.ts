import type { ApiTransport } from '../transport/types.ts';

/**
 * `POST /api/mypage/photos` (multipart): stores up to 4 pictures for a review (`reviews`) or a return/exchange
 * (`claims`) and answers their paths, which the review or claim then names.
 */
export async function uploadPhotos(api: ApiTransport, area: 'reviews' | 'claims', files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  form.append('area', area);
  for (const file of files) form.append('photos', file, file.name);
  const answer = await api<{ list: string[] }>({ method: 'POST', path: '/api/mypage/photos', body: form });
  return answer.list;
}

