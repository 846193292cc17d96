import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModal } from './use-modal';

function Panel({ onClose, view = 'one', active = true }: { onClose: () => void; view?: string; active?: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, onClose, { active, view });
  return (
    <div ref={panel} role="dialog" aria-modal="true" tabIndex={-1}>
      <button type="button">First</button>
      {view === 'one' ? <button type="button">Last</button> : <input aria-label="Field" data-autofocus />}
    </div>
  );
}

function Host({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Panel onClose={() => setOpen(false)} />}
    </>
  );
}

function openFromButton() {
  render(<Host />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useModal', () => {
  it('moves focus to the first control and closes on Escape, handing focus back to the opener', () => {
    const opener = openFromButton();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('wraps Tab from the last control to the first and Shift+Tab from the first to the last', () => {
    openFromButton();
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('locks the page scroll, pads out the scrollbar, and restores both on close', () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    document.body.style.paddingRight = '2px';
    openFromButton();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('15px');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('2px');
    document.body.style.paddingRight = '';
  });

  it('leaves keys, focus and scroll alone while inactive', () => {
    const onClose = vi.fn();
    render(<Panel onClose={onClose} active={false} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus back in when a new view drops it, to the field that asks for it', () => {
    const { rerender } = render(<Panel onClose={() => {}} />);
    screen.getByRole('button', { name: 'Last' }).focus();
    rerender(<Panel onClose={() => {}} view="two" />);
    expect(document.activeElement).toBe(screen.getByLabelText('Field'));
  });
});
