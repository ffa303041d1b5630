/** The coffee-support block's element id (the header's Support button scrolls to it). */
export const SUPPORT_SECTION_ID = 'support';
