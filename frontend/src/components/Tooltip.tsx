import type { ReactElement, ReactNode } from 'react';
import { LoadOnInterest } from './LoadOnInterest';

const loadTooltip = () => import('./TooltipPopup');

/**
 * A tooltip on `children` (SPEC §9: opens after 700 ms, closes after 300 ms; the child keeps its own accessible
 * name). Chakra's tooltip (its state machine, positioning, a portal) is fetched when the pointer or the focus
 * first reaches the child, not with the page.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <LoadOnInterest
      load={loadTooltip}
      plain={children}
      loaded={({ TooltipPopup }) => <TooltipPopup content={content}>{children}</TooltipPopup>}
    />
  );
}
