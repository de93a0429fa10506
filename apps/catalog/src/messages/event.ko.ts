import { formatNumber } from '@shop/validators';
import { CATALOG_TITLES } from './titles.ko.ts';

/** Korean copy of the event list, event detail and popup pages (convention C8). */
export const CATALOG_EVENT_MESSAGES = {
  titles: CATALOG_TITLES,
  list: {
    heading: '이벤트',
    count: (n: number) => `총 ${formatNumber(n)}개`,
    empty: '진행 중인 이벤트가 없습니다.',
    listLabel: '이벤트 목록',
    external: '새 창으로 열림',
  },
  states: { READY: '예정', PROGRESS: '진행중', END: '종료' } as Record<string, string>,
  detail: {
    period: '이벤트 기간',
    groupsLabel: '기획 상품',
    ended: '종료된 이벤트입니다.',
    toList: '목록으로',
  },
  replies: {
    title: '이벤트 참여 댓글쓰기',
    listTitle: '댓글',
    count: (n: number) => `댓글 ${formatNumber(n)}개`,
    label: '댓글 내용',
    placeholder: '댓글을 입력해 주세요. (최대 500자)',
    submit: '등록',
    done: '등록되었습니다.',
    empty: '등록된 댓글이 없습니다.',
    blocked: '차단한 회원의 댓글입니다.',
    closed: '종료된 이벤트에는 댓글을 남길 수 없습니다.',
    listLabel: '댓글 목록',
  },
  popup: {
    close: '닫기',
    imageAlt: (subject: string) => subject,
  },
  mainPopup: {
    hideToday: '오늘 하루 보지 않기',
    close: '닫기',
  },
} as const;
