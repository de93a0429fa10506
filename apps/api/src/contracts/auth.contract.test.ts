import { CONTRACTS_BY_AREA } from '@shop/contracts';
import { describeContractArea } from './contract-suite.ts';

describeContractArea('auth', CONTRACTS_BY_AREA.auth);
