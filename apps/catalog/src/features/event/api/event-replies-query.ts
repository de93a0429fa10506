/** Comments shown per page under an event. */
export const EVENT_REPLIES_PER_PAGE = 5;
