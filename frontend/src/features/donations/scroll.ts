import { SUPPORT_SECTION_ID } from './constants';

/**
 * Scrolls the coffee block (#support) to the top of the view, smoothly unless the visitor asks for reduced motion,
 * and moves the focus to its heading (to the block while its content is still loading). False when the page has
 * no coffee block (it is not the home page).
 */
export function scrollToSupport(): boolean {
  const block = document.getElementById(SUPPORT_SECTION_ID);
  if (!block) return false;
  const reducedMotion = !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  (block.querySelector<HTMLElement>('h2') ?? block).focus({ preventScroll: true });
  return true;
}
