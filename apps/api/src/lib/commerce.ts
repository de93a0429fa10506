/** Percent of the selling price a purchase earns as points (before member-level extras). */
export const EARN_POINT_RATE = 1;
