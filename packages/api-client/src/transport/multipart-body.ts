/** A file a form picked (a `File` in the browser, any `Blob` with a name elsewhere). */
export type PickedFile = Blob & { readonly name?: string };

/**
 * A `multipart/form-data` body for a contract whose body has files: text fields and the files of each field. The
 * transport sends a FormData as it is (the browser sets the boundary); the API parses it into the contract's shape
 * (text fields as strings, files as `{ name, type, bytes }`), so the value stands for the contract's body type.
 * @param fields Text fields.
 * @param files Files by field name.
 * @returns The body, typed as the contract's body.
 * @example callContract(api, 'POST /api/qna/inquiry', { body: multipartBody<CsInquiryInput>({ qnaGroup, subject, question }, { files }) })
 */
export function multipartBody<T>(fields: Record<string, string>, files: Record<string, readonly PickedFile[]> = {}): T {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, list] of Object.entries(files)) for (const file of list) form.append(key, file, file.name ?? 'file');
  return form as unknown as T;
}
