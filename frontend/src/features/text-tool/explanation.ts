import type { Language } from '@likho/site/language';
import type { TextChangeItem, TextNoticeItem } from 'src/api/generated/model';

/** At most this many changes are listed per section (the server's explanationText has the same cap). */
export const MAX_LISTED = 40;

/** What the card says about the applied changes. */
export type AppliedSection =
  /** Nothing: the AI provider's own explanation (a notice) says what changed. */
  | { kind: 'silent' }
  /** No change was needed. */
  | { kind: 'none' }
  /** One line: how many changes, per category (without the "explain" option). */
  | { kind: 'summary'; count: number; categories: { label: string; count: number }[] }
  /** Every change with its reason (the "explain" option); `more` were left out. */
  | { kind: 'list'; changes: TextChangeItem[]; more: number };

export interface ExplanationSections {
  applied: AppliedSection;
  /** Suggestions the engine did not apply. */
  suggested: TextChangeItem[];
  /** The notices' sentences. */
  notes: string[];
  /** The provider's explanation is all there is to say: its notes stand alone, without a "Notes" heading. */
  notesAlone: boolean;
}

/**
 * The explanation card's content from the typed lists of POST /api/process-text (`changes`, `notices`), laid
 * out as the server's explanationText is: applied changes (listed with the "explain" option, else summed up),
 * suggestions not applied, then the notes.
 */
export function explanationSections(
  changes: readonly TextChangeItem[],
  notices: readonly TextNoticeItem[],
  detailed: boolean,
): ExplanationSections {
  const applied = changes.filter((c) => c.applied);
  const suggested = changes.filter((c) => !c.applied).slice(0, MAX_LISTED);
  const fromAi = notices.some((n) => n.code === 'ai_explanation');
  const notes = notices.map((n) => n.message).filter(Boolean);
  let section: AppliedSection;
  if (!applied.length) section = fromAi ? { kind: 'silent' } : { kind: 'none' };
  else if (detailed)
    section = { kind: 'list', changes: applied.slice(0, MAX_LISTED), more: Math.max(0, applied.length - MAX_LISTED) };
  else {
    const counts = new Map<string, number>();
    for (const c of applied) counts.set(c.categoryLabel, (counts.get(c.categoryLabel) ?? 0) + 1);
    section = {
      kind: 'summary',
      count: applied.length,
      categories: [...counts].map(([label, count]) => ({ label, count })),
    };
  }
  return { applied: section, suggested, notes, notesAlone: fromAi && !applied.length && !suggested.length };
}

/**
 * Why a change was made, in the interface language: the category, and in English with the "explain" option
 * the engine's own sentence too (the engine gives its reasons in English only).
 */
export function changeReason(change: TextChangeItem, language: Language, detailed: boolean): string {
  if (!change.before && !change.after) return language === 'en' ? change.reason : change.categoryLabel;
  return language === 'en' && detailed && change.reason
    ? `${change.categoryLabel}: ${change.reason}`
    : change.categoryLabel;
}
