import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '@/lib/events';
import { currentToasts, dismissToast, showToast } from './toast-store';
import { ToastViewport } from './toast-viewport';

function shown() {
  return [...document.querySelectorAll('.toast')].map((toast) => ({
    role: toast.getAttribute('role'),
    text: toast.querySelector('.toast__message')?.textContent,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('stay 3 seconds each, listed and leaving oldest first', () => {
    render(<ToastViewport />);
    act(() => showToast('Added 1 item(s) to cart!'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => showToast('Out of stock', { tone: 'error' }));
    expect(shown()).toEqual([
      { role: 'status', text: 'Added 1 item(s) to cart!' },
      { role: 'alert', text: 'Out of stock' },
    ]);
    act(() => vi.advanceTimersByTime(1999));
    expect(shown()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([{ role: 'alert', text: 'Out of stock' }]);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual([]);
  });

  it('shows what the `toast` window event asks for, with a longer lifetime when given', () => {
    render(<ToastViewport />);
    act(() => emit('toast', { message: 'Welcome back', durationMs: 5000 }));
    expect(screen.getByRole('status').textContent).toContain('Welcome back');
    act(() => vi.advanceTimersByTime(4999));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toHaveLength(0);
  });

  it('keeps toasts raised before the viewport mounted', () => {
    showToast('Removed from wishlist');
    render(<ToastViewport />);
    expect(screen.getByRole('status').textContent).toContain('Removed from wishlist');
  });
});
