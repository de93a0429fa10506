import type { PolicyDocument } from './types.ts';
import { BUSINESS } from '../business-info.ts';
import { section } from './article.ts';

/** 마케팅 정보 수신 동의 (optional consent asked at registration). */
export const MARKETING_CONSENT: PolicyDocument = {
  title: '마케팅 정보 수신 동의',
  summary: '시행일자: 2026년 1월 1일',
  intro: [
    `${BUSINESS.companyName}는 ${BUSINESS.shopName}의 혜택과 소식을 알려 드리기 위해 아래와 같이 개인정보를 이용하고 광고성 정보를 보내 드립니다. 동의하지 않아도 회원가입과 상품 구매에는 제한이 없습니다.`,
  ],
  chapters: [
    {
      articles: [
        section(1, '이용 목적', [
          [
            '수집한 정보는 다음 목적으로 이용합니다.',
            ['신상품, 기획전, 할인 행사 안내', '회원 전용 쿠폰 및 포인트 적립 이벤트 안내', '맞춤형 상품 추천'],
          ],
        ]),
        section(2, '이용 항목', ['이름, 휴대폰번호, 이메일, 구매 및 관심상품 이력']),
        section(3, '보유 및 이용 기간', ['마케팅 수신 동의를 철회하거나 회원탈퇴할 때까지 보유·이용합니다.']),
        section(4, '수신 방법', [
          '문자메시지(SMS·알림톡), 이메일, 앱 푸시 중 회원이 동의한 방법으로만 보내 드립니다. 야간(오후 9시부터 다음 날 오전 8시까지)에는 별도 동의가 없는 한 광고성 정보를 보내지 않습니다.',
        ]),
        section(5, '동의 철회', [
          '마이페이지의 내 정보 관리에서 SMS·이메일 수신 여부를 언제든지 변경할 수 있으며, 수신 거부 처리 결과는 변경일로부터 14일 이내에 알려 드립니다. 주문·배송 안내처럼 거래와 관련된 정보는 수신 동의와 관계없이 발송됩니다.',
        ]),
      ],
    },
  ],
};
