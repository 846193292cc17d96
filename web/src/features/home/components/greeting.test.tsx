import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emit } from '@/lib/events';
import { clearSession, saveSession } from '@/lib/session';
import { Greeting } from './greeting';

afterEach(() => {
  cleanup();
  clearSession();
});

describe('Greeting', () => {
  it('says "there" with no stored username', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello, there')).toBeInTheDocument();
  });

  it('shows the stored username on load', () => {
    saveSession({ token: 't', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: true });
    render(<Greeting />);
    expect(screen.getByText('Hello, ada')).toBeInTheDocument();
  });

  it('follows usernameChanged and usernameRemoved', () => {
    render(<Greeting />);
    act(() => emit('usernameChanged', { username: 'grace' }));
    expect(screen.getByText('Hello, grace')).toBeInTheDocument();
    act(() => emit('usernameRemoved'));
    expect(screen.getByText('Hello, there')).toBeInTheDocument();
  });
});
