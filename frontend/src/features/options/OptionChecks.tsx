import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { collapsibleSlotRecipe } from 'chakra-theme/recipes/collapsible';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from 'src/components/usePrefersReducedMotion';

/**
 * A checkbox with the look of Chakra's Checkbox (its slot recipe, fetched with the options' code), built on a
 * native input instead of Ark's state machine: the same label, control, check mark and focus ring, and the input
 * itself for keyboard and screen readers.
 */
export function OptionCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  testId: string;
}) {
  const styles = useSlotRecipe({ recipe: checkboxSlotRecipe })({ size: 'sm' });
  const [focusVisible, setFocusVisible] = useState(false);
  const state = props.checked ? 'checked' : 'unchecked';
  return (
    <chakra.label
      css={styles.root}
      colorPalette="brand"
      className="chakra-checkbox__root"
      data-state={state}
      data-testid={props.testId}
    >
      <chakra.input
        type="checkbox"
        srOnly
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        onFocus={(e) => setFocusVisible(e.target.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
      />
      <chakra.div
        css={styles.control}
        className="chakra-checkbox__control"
        aria-hidden
        data-state={state}
        data-focus-visible={focusVisible ? '' : undefined}
      >
        <chakra.svg
          css={styles.indicator}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3px"
          strokeLinecap="round"
          strokeLinejoin="round"
          data-state={state}
        >
          {props.checked ? <polyline points="20 6 9 17 4 12" /> : null}
        </chakra.svg>
      </chakra.div>
      <chakra.span css={styles.label} className="chakra-checkbox__label" data-state={state}>
        {props.label}
      </chakra.span>
    </chakra.label>
  );
}

/**
 * The content of a collapsible group with Chakra's Collapsible look and animation (its recipe and the
 * expand/collapse-height keyframes, which read --height), without Ark's state machine: hidden once closed. `open`
 * undefined: not known yet (the screen width, before hydration): shown by CSS from lg, the width from which the groups
 * start open. Only the visitor's own opening or closing is animated (not the first render, not the width's default
 * becoming known, not with reduced motion).
 */
export function OptionGroupContent({
  open,
  id,
  children,
}: {
  open: boolean | undefined;
  id: string;
  children: ReactNode;
}) {
  const styles = useSlotRecipe({ recipe: collapsibleSlotRecipe })();
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  // shown: rendered without `hidden` (open, or closing until its animation ends)
  const [shown, setShown] = useState(open === true);
  const [animated, setAnimated] = useState(false);
  const [prevOpen, setPrevOpen] = useState(open);
  if (open !== prevOpen) {
    setPrevOpen(open);
    const moves = prevOpen !== undefined && open !== undefined && !reducedMotion;
    setAnimated(moves);
    if (open || !moves) setShown(!!open);
  }
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && shown) el.style.setProperty('--height', `${el.scrollHeight}px`);
  }, [open, shown]);
  return (
    <chakra.div
      ref={ref}
      id={id}
      css={styles.content}
      className="chakra-collapsible__content"
      data-state={open === undefined ? undefined : open ? 'open' : 'closed'}
      hidden={open === undefined ? undefined : !shown}
      display={open === undefined ? { base: 'none', lg: 'block' } : undefined}
      style={animated ? undefined : { animationName: 'none' }}
      onAnimationEnd={(e) => {
        if (e.target === e.currentTarget && !open) setShown(false);
      }}
    >
      {children}
    </chakra.div>
  );
}
