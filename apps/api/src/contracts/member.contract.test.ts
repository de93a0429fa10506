import { CONTRACTS_BY_AREA } from '@shop/contracts';
import { describeContractArea } from './contract-suite.ts';

describeContractArea('member', CONTRACTS_BY_AREA.member);
