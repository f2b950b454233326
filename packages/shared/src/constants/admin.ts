/** The admin console (SPEC §9). */

export const ADMIN_USERS_DEFAULT_PAGE = 1;
export const ADMIN_USERS_DEFAULT_PER_PAGE = 10;
