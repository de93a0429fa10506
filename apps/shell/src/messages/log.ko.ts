// Korean log messages the spec names (section 8). Logs only: never shown to shoppers.
export const LOG_MESSAGES = {
  uvFailed: 'UV 등록 실패',
  pvFailed: 'PV 등록 실패',
} as const;
