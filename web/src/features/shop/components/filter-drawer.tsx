import { type ReactNode, useEffect, useId, useRef, useEffectEvent } from 'react';
import { CloseIcon } from '@/components/icons';
import { useModal } from '@/components/use-modal';
import { useInertUntilHydrated } from '@/lib/use-inert-until-hydrated';

/** Where the sidebar stops being a drawer; matches shop.css. */
const WIDE = '(min-width: 901px)';

interface FilterDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onClear: (() => void) | null;
  /** What the filters leave, or null while the catalogue is not in (loading or failed). */
  resultCount: number | null;
  children: ReactNode;
}

/**
 * The filter sidebar: a column beside the grid on wide screens, a slide-in drawer on small ones
 * (spec 01 §2). Open, the drawer is a modal dialog: focus stays inside and Escape closes it.
 */
export function FilterDrawer({ id, open, onClose, onClear, resultCount, children }: FilterDrawerProps) {
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  useModal(panel, onClose, { active: open });
  useCloseWhenWide(open, onClose);
  const inert = useInertUntilHydrated();
  return (
    <>
      {open && <div className="filters-backdrop" aria-hidden="true" onClick={onClose} />}
      <section
        ref={panel}
        id={id}
        className={`filters${open ? ' filters--open' : ''}`}
        aria-labelledby={titleId}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        inert={inert}
      >
        <div className="filters__head">
          <h2 id={titleId} className="filters__title">
            Filters
          </h2>
          {onClear && (
            <button type="button" className="text-button" onClick={onClear}>
              Clear filters
            </button>
          )}
          <button type="button" className="icon-button filters__close" aria-label="Close filters" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
        <div className="filters__foot">
          <button type="button" className="button button--block" onClick={onClose}>
            {resultCount === null ? 'Show products' : `Show ${resultCount} ${resultCount === 1 ? 'product' : 'products'}`}
          </button>
        </div>
      </section>
    </>
  );
}

// A drawer left open while the window widens would stay modal over the two-column page.
function useCloseWhenWide(open: boolean, onClose: () => void): void {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [open]);
}
