import { CONTRACTS_BY_AREA } from '@shop/contracts';
import { describeContractArea } from './contract-suite.ts';

describeContractArea('display', CONTRACTS_BY_AREA.display);
