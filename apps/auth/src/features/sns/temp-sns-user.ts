import type { SnsProvider } from '../../config/paths.ts';

/** The social user who must complete registration ("temporary SNS user", sessionStorage). */
export type TempSnsUser = { snsType: SnsProvider; snsState: string; snsName: string; snsEmail: string };
