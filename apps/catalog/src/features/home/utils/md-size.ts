/** Items per MD tag on the home page: the loader's first tag and each tag the section fetches later. */
export const HOME_MD_SIZE = 8;
