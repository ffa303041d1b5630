/**
 * The processing banner (its indeterminate bar is Chakra's progress machine) is fetched when there is text to
 * process (TextTool), not with the page: the first load has no use for it.
 */
export const loadProcessingBanner = () => import('./ProcessingBanner');

let explanationCard: typeof import('./ExplanationCard') | undefined;

/**
 * The explanation card shows only with a result: fetched with the processing banner, and awaited before a
 * result is shown (TextTool), so it appears together with the text it explains.
 */
export const loadExplanationCard = () =>
  import('./ExplanationCard').then((module) => {
    explanationCard = module;
    return module;
  });

/** The explanation card once loadExplanationCard has fetched it. */
export const loadedExplanationCard = () => explanationCard?.ExplanationCard;

let outputError: typeof import('./OutputError') | undefined;

/**
 * The failure notice (Chakra's alert) shows only after a failed request: fetched with the processing banner, and
 * awaited before a failure is shown (TextTool).
 */
export const loadOutputError = () =>
  import('./OutputError').then((module) => {
    outputError = module;
    return module;
  });

/** The failure notice once loadOutputError has fetched it. */
export const loadedOutputError = () => outputError?.OutputError;

/** Saving the result as a file: fetched with the download menu, which shows only with a result. */
export const loadDownload = () => import('./download');
