// Korean log messages the spec names (section 8). Logs only: never shown to shoppers.
export const LOG_MESSAGES = {
  pvFailed: 'PV 등록 실패',
  /** The first batch the API did not take in a row: views are dropped until it takes one again. */
  pvDropping: (reason: string) => `PV 등록 실패: ${reason} (API가 돌아올 때까지 조회 수를 버립니다)`,
  /** The API takes batches again: how many views went meanwhile. */
  pvDropped: (count: number) => `PV 등록 재개: ${count}건을 버렸습니다`,
  /** The queue held its most views (the API slow): a new view was dropped. */
  pvQueueFull: '대기열이 가득 찼습니다',
} as const;
