import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useRendersServerHtml } from 'src/lib/useHydrated';

/** The kept element's inner HTML for React: none. Hydrating it, React leaves the children the server sent alone. */
const KEEP_PRERENDERED = { __html: '' };

/** The elements that can have the focus, in document order. */
const focusables = (root: Element) =>
  Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'));

/**
 * What the visitor did to the kept HTML's controls before the code arrived, in order, by each control's place among
 * the focusables (the rendered HTML has the same controls in the same order): a button pressed, a box (un)ticked, a
 * value chosen or typed (the control's last state).
 */
type KeptAction =
  | { kind: 'press'; index: number; expanded?: boolean }
  | { kind: 'checked'; index: number; checked: boolean }
  | { kind: 'value'; index: number; value: string };

/** A form control whose state the visitor can change. */
const isControl = (target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * Watches the kept HTML's controls (they look and act like the real ones, but nothing handles their events yet):
 * `read` tells what was done to them so far, `stop` stops watching.
 */
function watchKept(box: HTMLElement): { read: () => KeptAction[]; stop: () => void } {
  /** Buttons pressed and controls changed, in order; a control once, at its last change. */
  const done: (KeptAction | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] = [];
  const onClick = (event: Event) => {
    // a label's click reaches its box as a change; a link navigates by itself
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !box.contains(button)) return;
    // a button that opens or closes something: what the visitor wanted is the other state than the one shown
    const shown = button.getAttribute('aria-expanded');
    done.push({
      kind: 'press',
      index: focusables(box).indexOf(button),
      expanded: shown ? shown !== 'true' : undefined,
    });
  };
  const onChange = (event: Event) => {
    if (!isControl(event.target)) return;
    const at = done.indexOf(event.target);
    if (at >= 0) done.splice(at, 1);
    done.push(event.target);
  };
  box.addEventListener('click', onClick, true);
  box.addEventListener('input', onChange, true);
  box.addEventListener('change', onChange, true);
  const read = (): KeptAction[] => {
    const all = focusables(box);
    return done.flatMap((item): KeptAction[] => {
      if ('kind' in item) return item.index < 0 ? [] : [item];
      const index = all.indexOf(item);
      if (index < 0) return [];
      if (item instanceof HTMLInputElement && (item.type === 'checkbox' || item.type === 'radio'))
        return [{ kind: 'checked', index, checked: item.checked }];
      return [{ kind: 'value', index, value: item.value }];
    });
  };
  const stop = () => {
    box.removeEventListener('click', onClick, true);
    box.removeEventListener('input', onChange, true);
    box.removeEventListener('change', onChange, true);
  };
  return { read, stop };
}

/** Sets a control's value as the visitor would (past React's value tracking) and tells its handlers. */
function setValue(control: HTMLElement, value: string): void {
  const proto = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Does one kept action again on the rendered controls: its handlers run as they would have. */
function replay(action: KeptAction, controls: HTMLElement[]): void {
  const control = controls[action.index];
  if (!control) return;
  if (action.kind === 'press') {
    // a group the visitor opened that the rendered panel shows open already stays open
    const already = action.expanded !== undefined && control.getAttribute('aria-expanded') === String(action.expanded);
    if (control instanceof HTMLButtonElement && !already) control.click();
  } else if (action.kind === 'checked') {
    if (control instanceof HTMLInputElement && control.checked !== action.checked) control.click();
  } else if (isControl(control) && control.value !== action.value) setValue(control, action.value);
}

export interface PrerenderedPart<P> {
  /** Fetches the component's code. */
  load: () => Promise<ComponentType<P>>;
  /** The component if its code has arrived (a page's loader fetches it before hydrating where it is needed then). */
  loaded?: () => ComponentType<P> | undefined;
  /** Calls `fire` when the part is needed (it may be at once), given its element; returns a function that stops. */
  when: (element: Element, fire: () => void) => () => void;
}

/**
 * A prerendered part of a page whose code is not part of the page's first load, in a wrapper `div`: a part below the
 * first screen (fetched when the visitor heads for it), or one the screen hides (fetched when it shows). On a
 * prerendered page whose hydration finds the code not loaded, the part's HTML stays as the server sent it until
 * `when` fires: kept out of React, not hydrated (links work as plain links); then the loaded component renders the
 * same HTML in its place (data-ready on the wrapper; the focus stays on the same control), and what the visitor did to
 * the kept controls meanwhile (a button pressed, a box ticked, an option chosen) is done again on its controls: no
 * early interaction is lost (the options panel shows while its code is still on its way when the screen becomes wide
 * enough). Where the code is loaded, it is hydrated as usual; on the server, and in a page rendered afresh in the
 * browser, it is a lazy component.
 *
 * Not a lazy component left dehydrated in a Suspense boundary until it is needed: React cannot hydrate such a
 * boundary when an update reaches it (a parent renders again), and then either holds a transition until it can (a
 * router navigation on the page, its new address never shown) or replaces the HTML by the fallback. Nothing reaches
 * the kept element: React never updates an inner HTML that does not change.
 */
export function lazyPrerendered<P extends object>({ load, loaded = () => undefined, when }: PrerenderedPart<P>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));

  return function PrerenderedPart(props: P) {
    const serverHtml = useRendersServerHtml();
    // kept while it hydrates a prerendered page (in the browser) without the code, until the code has arrived
    const [kept] = useState(() => serverHtml && typeof document !== 'undefined' && !loaded());
    /**
     * The loaded component, which of the kept HTML's controls had the focus when it replaced it (or -1), and what the
     * visitor did to the kept controls meanwhile.
     */
    const [arrived, setArrived] = useState<{
      Component: ComponentType<P>;
      focused: number;
      actions: KeptAction[];
    } | null>(null);
    const box = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (!kept || !box.current) return undefined;
      const element = box.current;
      let live = true;
      const watching = watchKept(element);
      const stop = when(element, () => {
        void load().then((Component) => {
          if (!live) return;
          const active = document.activeElement;
          setArrived({
            Component,
            focused: active ? focusables(element).indexOf(active as HTMLElement) : -1,
            actions: watching.read(),
          });
          watching.stop();
        });
      });
      return () => {
        live = false;
        stop();
        watching.stop();
      };
    }, [kept]);

    // a control of the kept HTML had the focus: the same control of the rendered one takes it over
    useLayoutEffect(() => {
      if (!arrived || arrived.focused < 0 || !box.current) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      focusables(box.current)[arrived.focused]?.focus({ preventScroll: true });
    }, [arrived]);

    // what the visitor did to the kept controls is done again on the rendered ones, one thing per task: each
    // handler sees the state the one before it left (a handler may pass on the whole state it was rendered with)
    useEffect(() => {
      const actions = arrived?.actions ?? [];
      let next = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const step = () => {
        if (box.current) replay(actions[next], focusables(box.current));
        if (++next < actions.length) timer = setTimeout(step, 0);
      };
      if (actions.length) timer = setTimeout(step, 0);
      return () => clearTimeout(timer);
    }, [arrived]);

    if (kept && !arrived)
      return <div key="prerendered" ref={box} dangerouslySetInnerHTML={KEEP_PRERENDERED} suppressHydrationWarning />;
    const Loaded = arrived?.Component ?? loaded();
    // data-ready: the loaded component replaced the kept HTML, its controls handle events (browser tests wait for it)
    return (
      <div key="rendered" ref={box} data-ready={arrived ? 'true' : undefined}>
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  };
}
