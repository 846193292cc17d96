import { type RefObject, useEffect, useLayoutEffect, useEffectEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface ModalOptions {
  /** Whether the panel is a modal now; while false the hook leaves the page alone. Default true. */
  active?: boolean;
  /** Where focus goes on open; else a `[data-autofocus]` element, else the first control, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back on close; else whatever had focus when the modal opened. */
  returnFocus?: HTMLElement | null;
  /** The step shown (a dialog with several views): a new one moves focus back in if it was lost. */
  view?: string;
}

/**
 * A modal panel's behaviour while active: focus moves in, Tab and Shift+Tab stay inside, Escape
 * closes, the page behind does not scroll (its scrollbar's width becomes padding so nothing
 * shifts), and focus goes back to the opener on close.
 */
export function useModal(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  { active = true, initialFocus, returnFocus, view }: ModalOptions = {},
): void {
  const close = useEffectEvent(onClose);
  const opener = useEffectEvent(() => (returnFocus === undefined ? focusedElement() : returnFocus));

  useLayoutEffect(() => {
    if (!active) return;
    return lockScroll();
  }, [active]);

  useEffect(() => {
    const node = panel.current;
    if (!active || !node) return;
    const back = opener();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        trapTab(node, event);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (back?.isConnected) back.focus();
    };
  }, [active, panel]);

  // Runs after the effect above has noted the opener, and again when a new view drops focus.
  useEffect(() => {
    const node = panel.current;
    if (active && node && !node.contains(document.activeElement)) focusInside(node, initialFocus?.current);
  }, [active, panel, initialFocus, view]);
}

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
}

function focusInside(panel: HTMLElement, preferred: HTMLElement | null | undefined): void {
  const target = preferred ?? panel.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? focusables(panel)[0] ?? panel;
  target.focus();
}

// Wraps at either end; a press from outside the panel, or from the panel itself, lands inside.
function trapTab(panel: HTMLElement, event: KeyboardEvent): void {
  const items = focusables(panel);
  const first = items[0];
  const last = items.at(-1);
  const current = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (!current || !panel.contains(current)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (current === first || current === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Stops the page scrolling; returns the undo. */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = before.overflow;
    body.style.paddingRight = before.paddingRight;
  };
}
