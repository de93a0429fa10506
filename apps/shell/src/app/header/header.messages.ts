// prettier-ignore
/** Korean copy of the header's search box and top banner. */
export const HEADER_MESSAGES = {
  search: {
    label:             '검색',
    placeholder:       '찾고 싶은 상품을 검색해 보세요',
    panelLabel:        '검색어 추천',
    popular:           '인기검색어',
    recent:            '최근 검색어',
    noRecent:          '최근 검색어가 없습니다.',
    remove:            (keyword: string) => `${keyword} 삭제`,
    removeAll:         '전체삭제',
    close:             '닫기',
    rank:              (rank: number) => `${rank}위`,
  },
  topBanner: {
    label:             '상단 배너',
    close:             '상단 배너 닫기',
    closeToday:        '오늘 하루 보지 않기',
  },
} as const;
