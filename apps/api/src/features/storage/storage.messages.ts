/** Korean messages of refused uploads (shown to the shopper as they are). */
export const STORAGE_MESSAGES = {
  tooMany: (max: number) => `첨부 파일은 최대 ${max}개까지 올릴 수 있습니다.`,
  tooLarge: (name: string, megabytes: number) => `파일 크기는 ${megabytes}MB 이하만 올릴 수 있습니다. (${name})`,
  empty: (name: string) => `빈 파일은 올릴 수 없습니다. (${name})`,
  badType: (labels: readonly string[], name: string) => `${labels.join(', ')} 파일만 올릴 수 있습니다. (${name})`,
  bodyTooLarge: (megabytes: number) => `첨부 파일의 전체 크기는 ${megabytes}MB 이하여야 합니다.`,
  unreadable: '첨부 파일을 읽을 수 없습니다. 다시 시도해 주세요.',
} as const;
