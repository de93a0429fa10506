// Korean messages of the platform endpoints (visits, messenger channel, operator reads).

export const PLATFORM_MESSAGES = {
  errors: {
    operatorOnly: '운영자만 사용할 수 있습니다.',
  },
} as const;
