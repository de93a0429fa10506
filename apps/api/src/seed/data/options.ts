import type { OptionTemplateKey } from './categories.ts';

/** One option value with its extra price in KRW. */
export type OptionValue = [name: string, price: number];

export type OptionTemplate =
  | { type: 'S' | 'S2' | 'S3'; titles: string[]; values: OptionValue[][]; pick: number[] }
  | { type: 'T'; titles: string[]; fields: { name: string; price: number }[] };

// `pick` = how many values of each step one item offers (chosen by the seeded random source).
export const OPTION_TEMPLATES: Record<OptionTemplateKey, OptionTemplate> = {
  apparel: {
    type: 'S2',
    titles: ['색상', '사이즈'],
    values: [
      [['블랙', 0], ['화이트', 0], ['네이비', 0], ['베이지', 0], ['그레이', 0], ['카키', 0], ['아이보리', 0]],
      [['S', 0], ['M', 0], ['L', 0], ['XL', 2000]],
    ],
    pick: [3, 4],
  },
  freeSize: { type: 'S', titles: ['색상'], values: [[['블랙', 0], ['크림', 0], ['차콜', 0], ['브라운', 0]]], pick: [3] },
  shoes: {
    type: 'S',
    titles: ['사이즈'],
    values: [[['230', 0], ['240', 0], ['250', 0], ['260', 0], ['270', 0], ['280', 0]]],
    pick: [5],
  },
  shade: {
    type: 'S',
    titles: ['컬러'],
    values: [[['01 로지', 0], ['02 코랄', 0], ['03 누드베이지', 0], ['04 체리레드', 0], ['05 말린장미', 0], ['21호 라이트', 0], ['23호 내추럴', 0]]],
    pick: [4],
  },
  volume: { type: 'S', titles: ['용량'], values: [[['기본 용량', 0], ['대용량', 8000], ['기획세트(본품+리필)', 12000]]], pick: [2] },
  weight: { type: 'S', titles: ['중량'], values: [[['1kg', 0], ['2kg', 9000], ['3kg', 17000], ['5kg 선물용', 29000]]], pick: [3] },
  bundle: { type: 'S', titles: ['구성'], values: [[['1개', 0], ['2개 묶음', 0], ['3개 묶음', 0]]], pick: [3] },
  bedding: {
    type: 'S2',
    titles: ['색상', '사이즈'],
    values: [
      [['화이트', 0], ['그레이', 0], ['베이지', 0], ['네이비', 0], ['세이지그린', 0]],
      [['싱글', 0], ['슈퍼싱글', 10000], ['퀸', 20000], ['킹', 30000]],
    ],
    pick: [3, 3],
  },
  sofa: {
    type: 'S3',
    titles: ['색상', '사이즈', '소재'],
    values: [
      [['아이보리', 0], ['그레이', 0], ['네이비', 0], ['테라코타', 0]],
      [['2인', 0], ['3인', 90000], ['4인', 190000]],
      [['패브릭', 0], ['생활방수 패브릭', 40000], ['천연 가죽', 250000]],
    ],
    pick: [2, 2, 2],
  },
  desk: {
    type: 'S3',
    titles: ['색상', '사이즈', '마감'],
    values: [
      [['화이트', 0], ['블랙', 0], ['월넛', 0], ['오크', 0]],
      [['1200', 0], ['1400', 20000], ['1600', 40000]],
      [['일반', 0], ['라운드 모서리', 15000]],
    ],
    pick: [3, 2, 2],
  },
  lightColor: { type: 'S', titles: ['빛 색상'], values: [[['주백색', 0], ['전구색', 0], ['주광색', 0]]], pick: [3] },
  deviceColor: {
    type: 'S',
    titles: ['색상'],
    values: [[['화이트', 0], ['블랙', 0], ['실버', 0], ['민트', 0], ['스카이블루', 0]]],
    pick: [3],
  },
  engraving: { type: 'T', titles: ['각인 문구'], fields: [{ name: '각인 문구 (최대 20자)', price: 3000 }] },
  giftMessage: { type: 'T', titles: ['선물 메시지'], fields: [{ name: '선물 메시지 (최대 20자)', price: 0 }] },
};
