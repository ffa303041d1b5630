/**
 * The legal owner named in the footer and the privacy policy: the server's LEGAL_OWNER default, and what the SPA
 * shows until /api/config has answered.
 */
export const DEFAULT_LEGAL_OWNER = 'Likho EOOD, Sofia, Bulgaria';
