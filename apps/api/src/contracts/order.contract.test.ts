import { CONTRACTS_BY_AREA } from '@shop/contracts';
import { describeContractArea } from './contract-suite.ts';

describeContractArea('order', CONTRACTS_BY_AREA.order);
