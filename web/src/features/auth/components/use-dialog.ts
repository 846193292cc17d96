import { type RefObject, useEffect, useEffectEvent, useLayoutEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

/** Puts focus in the panel: a field that asked for it, else the title, else the panel. */
function focusInside(panel: HTMLElement): void {
  const target = panel.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? panel.querySelector<HTMLElement>('h2');
  if (target) {
    if (!target.hasAttribute('tabindex') && target.tagName === 'H2') target.setAttribute('tabindex', '-1');
    target.focus();
  } else {
    panel.focus();
  }
}

/**
 * A modal dialog's behaviour: Escape closes it, Tab stays inside it, the page behind does not
 * scroll, focus moves in on open (and on each `view` change that drops it) and goes back to
 * `returnFocus` on close.
 */
export function useDialog(
  panel: RefObject<HTMLElement | null>,
  { onClose, returnFocus, view }: { onClose: () => void; returnFocus: HTMLElement | null; view: string },
): void {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const box = panel.current;
      if (!box) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(box);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement as HTMLElement | null;
      if (!first || !last) {
        event.preventDefault();
        box.focus();
      } else if (!active || !box.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === box)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel]);

  // Scroll lock; the scrollbar's width becomes padding so the page does not shift.
  useLayoutEffect(() => {
    const { body, documentElement } = document;
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }, []);

  useEffect(() => {
    return () => {
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, [returnFocus]);

  useEffect(() => {
    const box = panel.current;
    if (box && !box.contains(document.activeElement)) focusInside(box);
  }, [panel, view]);
}
