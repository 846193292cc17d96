import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Newsletter } from './newsletter';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Newsletter', () => {
  it.each(['', '   ', 'no-at-sign.example.com'])('rejects %j on the client and sends nothing', async (email) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<Newsletter />);
    submit(email);
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the address, shows Subscribing... meanwhile, then the success view', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    render(<Newsletter />);
    submit(' ada@example.com ');

    const busy = screen.getByRole('button', { name: 'Subscribing...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/subscribers/add');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.com' });

    answer(json(200, { success: true, message: 'Subscribed' }));
    expect((await screen.findByRole('heading', { name: 'Subscribed Successfully!' })).tagName).toBe('H2');
    expect(screen.getByText('Check your inbox for exclusive offers')).toBeInTheDocument();
  });

  it('Subscribe Another returns to an empty form without the old error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true, message: 'ok' })),
    );
    render(<Newsletter />);
    submit('nope');
    await screen.findByRole('alert');
    submit('ada@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Another' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [{ error: 'Already subscribed', message: 'Conflict' }, 'Already subscribed'],
    [{ code: 'VALIDATION', message: 'Please enter a valid email.' }, 'Please enter a valid email.'],
    [{}, 'Something went wrong, try again.'],
  ])('shows the server error %j', async (body, shown) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, body)),
    );
    render(<Newsletter />);
    submit('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('falls back to the retry hint when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<Newsletter />);
    submit('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, try again.');
  });
});
