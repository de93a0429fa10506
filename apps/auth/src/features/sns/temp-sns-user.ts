import * as v from 'valibot';
import { SNS_PROVIDERS, type SnsProvider } from '../../config/paths.ts';

/** The social user who must complete registration ("temporary SNS user", sessionStorage). */
export type TempSnsUser = { snsType: SnsProvider; snsState: string; snsName: string; snsEmail: string };
export const TempSnsUserSchema: v.GenericSchema<unknown, TempSnsUser> = v.object({
  snsType: v.picklist(SNS_PROVIDERS), snsState: v.string(), snsName: v.string(), snsEmail: v.string(),
});
