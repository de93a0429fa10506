// Korean messages of the platform endpoints (visits, messenger channel, operator reads).

export const PLATFORM_MESSAGES = {
  errors: {
    operatorOnly: '운영자 인증이 필요합니다.',
  },
} as const;
