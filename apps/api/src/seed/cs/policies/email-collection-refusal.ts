import type { PolicyDocument } from './types.ts';
import { BUSINESS } from '../business-info.ts';
import { section } from './article.ts';

/** 이메일무단수집거부 notice. */
export const EMAIL_COLLECTION_REFUSAL: PolicyDocument = {
  title: '이메일무단수집거부',
  summary: '게시일: 2026년 1월 1일',
  intro: [
    `${BUSINESS.shopName} 웹사이트에 게시된 이메일 주소가 전자우편 수집 프로그램이나 그 밖의 기술적 장치를 이용하여 무단으로 수집되는 것을 거부합니다.`,
  ],
  chapters: [
    {
      articles: [
        section(1, '관련 법령', [
          '「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 제50조의2에 따라 누구든지 인터넷 홈페이지 운영자 또는 관리자의 사전 동의 없이 인터넷 홈페이지에서 자동으로 전자우편주소를 수집하는 프로그램이나 그 밖의 기술적 장치를 이용하여 전자우편주소를 수집하여서는 안 됩니다.',
          '이를 위반하여 수집한 전자우편주소를 판매·유통하거나 정보 전송에 이용하는 경우 같은 법 제74조에 따라 1년 이하의 징역 또는 1천만원 이하의 벌금에 처해질 수 있습니다.',
        ]),
        section(2, '신고 안내', [
          `무단 수집된 이메일로 광고성 정보를 받으셨다면 고객센터(${BUSINESS.csPhone}, ${BUSINESS.csEmail}) 또는 한국인터넷진흥원 불법스팸대응센터(국번없이 118)로 알려 주세요.`,
        ]),
      ],
    },
  ],
};
