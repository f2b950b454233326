/** The admin console (SPEC §9). */

export const ADMIN_USERS_DEFAULT_PAGE = 1;
export const ADMIN_USERS_DEFAULT_PER_PAGE = 10;
/** The page sizes the members table offers; the server keeps a planned statement for each (ADR 0056). */
export const ADMIN_USERS_PAGE_SIZES = [10, 25, 50, 100] as const;
/** How many members the member picker (a booking's, a membership's) shows for what is typed. */
export const MEMBER_PICKER_RESULTS = 6;
