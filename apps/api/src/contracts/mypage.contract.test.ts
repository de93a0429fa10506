import { CONTRACTS_BY_AREA } from '@shop/contracts';
import { describeContractArea } from './contract-suite.ts';

describeContractArea('mypage', CONTRACTS_BY_AREA.mypage);
