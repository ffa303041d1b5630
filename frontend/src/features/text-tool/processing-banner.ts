/**
 * The processing banner (its indeterminate bar is Chakra's progress machine) is fetched when there is text to
 * process (TextTool), not with the page: the first load has no use for it.
 */
export const loadProcessingBanner = () => import('./ProcessingBanner');
