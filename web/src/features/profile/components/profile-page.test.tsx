import { cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from '@/lib/events';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { clearSession, readSession, saveSession } from '@/lib/session';
import { ProfilePage } from './profile-page';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderProfile() {
  return render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  clearSession();
});

describe('ProfilePage', () => {
  it('shows the stored username, email, role and verification, and signs out to /', () => {
    saveSession({ token: 't', role: 'user', username: 'dana', email: 'dana@example.com', isEmailVerified: true }, { remember: true });
    const loggedOut = vi.fn();
    const stop = on('logout', loggedOut);
    renderProfile();
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ Username: 'dana', Email: 'dana@example.com', Role: 'Customer (user)', 'Email verified': 'Yes' });
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(readSession()).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where').textContent).toBe('/');
    stop();
  });

  it('sends a guest home', () => {
    renderProfile();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
