// Korean labels and messages of the company, customer service, terms and business contracts.
import { withObject, withTopic } from '@shop/validators';

/** Korean names of the fields of these contracts. */
// prettier-ignore
export const CS_LABELS = {
  pageKey: '페이지', policyType: '약관 종류', faqType: 'FAQ 유형', query: '검색어', qnaGroup: '문의 유형', subject: '제목',
  question: '문의 내용', files: '첨부 파일', file: '첨부 파일', companyName: '업체명', managerName: '담당자명', phone: '연락처',
  email: '이메일', homepage: '홈페이지 URL', products: '판매하고자 하는 제품', privacyAgreed: '개인정보 수집·이용 동의',
  representativeName: '대표자명', businessNumber: '사업자등록번호', businessType: '업태', businessItem: '종목', licence: '사업자등록증',
  orderCode: '주문번호', qnaId: '상품 문의 번호', inquiryId: '문의 번호', fileId: '파일 번호', answer: '답변 내용', memberId: '회원 번호', decision: '승인 여부',
  maintenance: '점검 여부', message: '안내 문구', until: '종료 예정 시각', title: '제목', content: '내용', effectiveDate: '시행일',
  noticeFlag: '공지 고정 여부', link: '링크', faqId: 'FAQ 번호', noticeId: '공지 번호', ordering: '노출 순서', issueDate: '발행일',
  approvalNumber: '승인번호', partnershipId: '입점문의 번호',
  shopName: '쇼핑몰 이름', tradeName: '상호', representative: '대표자', address: '주소', bizPhone: '전화', fax: '팩스', mailOrderNumber: '통신판매업 신고번호',
  privacyOfficer: '개인정보보호책임자', privacyEmail: '개인정보보호책임자 이메일', hostingProvider: '호스팅 제공자', csPhone: '고객센터 전화번호',
  csHours: '고객센터 운영시간',
} as const;

/** Messages of refused input that the form shows as they are. */
// prettier-ignore
export const CS_INPUT_MESSAGES = {
  privacyAgreement: '개인정보 수집 및 이용에 동의해 주세요.',
  email:            '사용불가능한 이메일 주소입니다.',
  phone:            '연락처를 정확히 입력해 주세요.',
  homepage:         '홈페이지 주소는 http:// 또는 https:// 로 시작해야 합니다.',
  licenceRequired:  '사업자등록증 파일을 첨부해 주세요.',
  noticeLink:       '링크는 http:// 또는 https:// 로 시작하거나 / 로 시작하는 사이트 안의 주소여야 합니다.',
  issueDate:        '발행일은 yyyyMMdd 형식의 날짜로 입력해 주세요.',
  approvalNumber:   '승인번호는 국세청 승인번호 형식(00000000-00000000-00000000)으로 입력해 주세요.',
  businessNumber:   '사업자등록번호를 정확히 입력해 주세요. (000-00-00000)',
  phoneNumber:      (label: string) => `${withTopic(label)} 숫자와 '-'로 입력해 주세요. (예: 1588-0000)`,
  emailAddress:     (label: string) => `${withObject(label)} 이메일 주소 형식으로 입력해 주세요.`,
} as const;
