// Demo messenger channel links: demo01 receives messenger notifications, the other members have no channel.

export const MESSENGER_CHANNELS = [{ loginId: 'demo01', auid: 'kakao-auid-demo01' }] as const;
