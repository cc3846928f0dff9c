/** How many call sheets 'My Shootings' shows at a time, so the models database stays near the top. */
export const MY_SHOOTINGS_PAGE_SIZE = 5;
