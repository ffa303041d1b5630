import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface Loaded<M> {
  module: M;
  /** The plain control was pressed before the code arrived: a menu opens at once. */
  pressed: boolean;
  /** The plain control had the focus when it was replaced: the loaded one takes it over. */
  focused: boolean;
}

/**
 * A control whose behaviour (a menu, a tooltip: Chakra's state machines, positioning, a portal) is not part
 * of the first load. Until the visitor shows interest in it (the pointer over it, the focus on it, a press)
 * `plain` is rendered: the same button, with the same look and accessible name, in the prerendered HTML too.
 * Interest fetches `load()`; then `loaded` replaces the plain control, focused if it had the focus, and told
 * whether it was pressed meanwhile (a menu then opens at once, `opensOnPress`). A press in progress is never
 * cut short: the control is replaced after its click. The wrapper is `display: contents` (no box of its own).
 */
export function LoadOnInterest<M>({
  load,
  plain,
  loaded,
  opensOnPress = false,
}: {
  load: () => Promise<M>;
  plain: ReactNode;
  loaded: (module: M, pressed: boolean) => ReactNode;
  opensOnPress?: boolean;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const started = useRef(false);
  const pressed = useRef(false);
  const pointerDown = useRef(false);
  const arrived = useRef<{ module: M } | null>(null);
  const [state, setState] = useState<Loaded<M> | null>(null);

  const commit = () => {
    if (!arrived.current || pointerDown.current) return;
    const focused = !!box.current?.contains(document.activeElement);
    setState({ module: arrived.current.module, pressed: pressed.current, focused });
  };
  const start = () => {
    if (started.current) return;
    started.current = true;
    void load().then((module) => {
      arrived.current = { module };
      commit();
    });
  };
  const press = () => {
    if (state) return;
    pressed.current = true;
    start();
  };
  const pressStarted = () => {
    pointerDown.current = true;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.removeEventListener('click', soon, true);
      window.removeEventListener('pointercancel', soon, true);
      window.removeEventListener('pointerup', later, true);
      pointerDown.current = false;
      commit();
    };
    // the press's click comes after pointerup (on a phone, a moment later): replace the control after it
    const soon = () => setTimeout(finish, 0);
    const later = () => setTimeout(finish, 400);
    window.addEventListener('click', soon, true);
    window.addEventListener('pointercancel', soon, true);
    window.addEventListener('pointerup', later, true);
  };

  const takeFocus = !!state && state.focused && !(opensOnPress && state.pressed);
  useLayoutEffect(() => {
    // the plain control held the focus and was replaced: give it to the loaded one (unless it moved on)
    const active = document.activeElement;
    if (takeFocus && (!active || active === document.body))
      box.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [takeFocus]);

  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerOver={start}
      onFocus={start}
      onPointerDown={(e) => {
        if (state) return;
        pressStarted();
        if (e.button === 0) press();
      }}
      onClick={press}
    >
      {state ? loaded(state.module, state.pressed) : plain}
    </span>
  );
}
