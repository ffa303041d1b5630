/** The marketing sections' wrapper (its data-testid): the home page watches it to load them near the view. */
export const MARKETING_TEST_ID = 'marketing';
