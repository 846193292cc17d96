import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { clearSession, readLocalWishlist, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { WishlistPage } from './wishlist-page';

const rose = aProduct({
  product_id: 'P-1',
  name: 'Rose Noir',
  brand: 'Maison Atelier',
  retail_price: 75,
  cost_price: 100,
  tags: ['floral', 'rose', 'evening', 'winter', 'signature'],
});
const vetiver = aProduct({
  product_id: 'P-2',
  name: 'Vetiver Sec',
  brand: 'Atelier Nord',
  retail_price: 120,
  cost_price: 60,
  tags: ['woody'],
  image_url: '',
});
const iris = aProduct({ product_id: 'P-3', name: 'Iris Poudre', retail_price: 98.5, tags: ['powdery', 'iris', 'daytime'] });

const WISHLIST = 'GET /api/customer/wishlist';
const CART = 'GET /api/customer/cart';
const ADD = 'POST /api/customer/cart';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/wishlist']}>
      <WishlistPage />
      <ToastViewport />
      <Where />
    </MemoryRouter>,
  );
}

function serve(products = [rose, vetiver, iris], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [WISHLIST]: Response.json({ products }),
    [CART]: Response.json({ items: [], count: 0 }),
    ...extra,
  });
}

const cards = () => screen.queryAllByTestId('wishlist-card');
const cardOf = (name: string) => cards().find((card) => within(card).queryByRole('heading', { name }))!;
const toastTexts = () => currentToasts().map((toast) => toast.message);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('WishlistPage: the grid', () => {
  it('shows skeletons, then a card per saved product with name, brand, price, rating and buttons', async () => {
    saveSession({ token: 'tok', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: false });
    const api = serve();
    renderPage();
    expect(screen.getByText('Loading your wishlist…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rose Noir' })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('3 saved scents')).toBeInTheDocument();
    const card = cardOf('Iris Poudre');
    expect(within(card).getByText('Maison Atelier')).toBeInTheDocument();
    expect(within(card).getByTestId('wishlist-price').textContent).toBe('$98.50');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remove Iris Poudre from wishlist' })).toBeInTheDocument();
    expect(api.callsTo(WISHLIST)[0]!.authorization).toBe('Bearer tok');
    expect(readLocalWishlist()).toEqual(['P-1', 'P-2', 'P-3']);
    expect(document.title).toBe('My Wishlist — Maison');
  });

  it("leads from a card's name and picture to the product's page", async () => {
    serve();
    renderPage();
    await screen.findByRole('heading', { name: 'Rose Noir' });
    const card = cardOf('Rose Noir');
    const name = within(card).getByRole('link', { name: 'Rose Noir' });
    expect(name.getAttribute('href')).toBe('/products/P-1');
    // The picture is the same link for the pointer: no second tab stop, nothing read twice.
    const picture = card.querySelector('.wish-card__media a')!;
    expect(picture.getAttribute('href')).toBe('/products/P-1');
    expect(picture.getAttribute('tabindex')).toBe('-1');
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(name);
    expect(screen.getByTestId('where').textContent).toBe('/products/P-1');
  });

  it('badges a product on sale by the one rule, with the former price struck through', async () => {
    serve();
    renderPage();
    const sale = cardOf((await screen.findByRole('heading', { name: 'Rose Noir' })).textContent!);
    expect(within(sale).getByText('25% OFF')).toBeInTheDocument();
    expect(within(sale).getByTestId('was-price').textContent).toBe('Was $100.00');
    // cost below retail is the shop's own cost: no badge
    expect(within(cardOf('Vetiver Sec')).queryByText(/OFF/)).toBeNull();
    expect(within(cardOf('Vetiver Sec')).queryByTestId('was-price')).toBeNull();
  });

  it("shows at most 3 tags, then '+n' for the rest", async () => {
    serve();
    renderPage();
    await screen.findByRole('heading', { name: 'Rose Noir' });
    const tags = within(within(cardOf('Rose Noir')).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['floral', 'rose', 'evening', '+2and 2 more']);
    expect(within(tags[3]!).getByText('+2').getAttribute('aria-hidden')).toBe('true');
    const three = within(within(cardOf('Iris Poudre')).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(three.map((tag) => tag.textContent)).toEqual(['powdery', 'iris', 'daytime']);
  });

  it('draws a fallback bottle when there is no image, or when the image fails to load', async () => {
    serve();
    renderPage();
    await screen.findByRole('heading', { name: 'Vetiver Sec' });
    // The picture sits in a link that screen readers skip (the name is the same link): hidden.
    const picture = (name: string) => within(cardOf(name)).getByRole('img', { name, hidden: true });
    expect(picture('Vetiver Sec').tagName.toLowerCase()).toBe('svg');
    const photo = picture('Rose Noir');
    expect(photo.tagName).toBe('IMG');
    expect(photo.getAttribute('src')).toBe('/images/rose-noir.jpg');
    fireEvent.error(photo);
    expect(picture('Rose Noir').tagName.toLowerCase()).toBe('svg');
  });

  it("marks what is already in the cart as 'In cart'", async () => {
    serve(undefined, { [CART]: Response.json({ items: [{ productId: 'P-3', quantity: 1, product: iris }], count: 1 }) });
    renderPage();
    await waitFor(() => expect(within(cardOf('Iris Poudre')).getByText('In cart')).toBeInTheDocument());
    expect(within(cardOf('Rose Noir')).queryByText('In cart')).toBeNull();
  });

  it('ignores a cart that fails to load', async () => {
    serve(undefined, { [CART]: Response.json({ message: 'Cart is down' }, { status: 500 }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Rose Noir' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Cart is down')).toBeNull();
  });

  it('disables add to cart for a product out of stock', async () => {
    serve([aProduct({ product_id: 'P-9', name: 'Gone', stock_quantity: 0 })]);
    renderPage();
    const card = cardOf((await screen.findByRole('heading', { name: 'Gone' })).textContent!);
    expect((within(card).getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(card).getByRole('button', { name: 'Remove Gone from wishlist' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('WishlistPage: empty and load errors', () => {
  it('offers Explore Products (to /shop) when nothing is saved', async () => {
    serve([]);
    renderPage();
    const title = await screen.findByRole('heading', { name: 'Your wishlist is empty' });
    expect(title.closest('[role="status"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Explore Products' }));
    expect(screen.getByTestId('where').textContent).toBe('/shop');
  });

  it.each([
    [401, Response.json({ message: 'Sign in first' }, { status: 401 }), 'Please log in to view your wishlist'],
    [404, Response.json({ message: 'Nope' }, { status: 404 }), 'Wishlist not found'],
    [500, Response.json({ message: 'Boom' }, { status: 500 }), 'Server error: 500'],
    [503, new Response(null, { status: 503 }), 'Server error: 503'],
  ])('maps status %i to its text', async (_status, answer, text) => {
    serve(undefined, { [WISHLIST]: answer });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(within(alert).getByRole('heading', { name: 'Error loading wishlist' })).toBeInTheDocument();
  });

  it('says in plain words what a server error means, beside the spec\'s "Server error: 500"', async () => {
    serve(undefined, { [WISHLIST]: Response.json({ message: 'Boom' }, { status: 500 }) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/^We couldn't load your wishlist just now\. Your saved scents are safe; please try again in a moment\./),
    ).toBeInTheDocument();
    expect(within(alert).getByText('(Server error: 500)')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('adds no sentence to the texts that already speak plainly', async () => {
    serve(undefined, { [WISHLIST]: Response.json({ message: 'Nope' }, { status: 404 }) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByText(/Your saved scents are safe/)).toBeNull();
  });

  it('says it cannot connect when no answer comes, and Try Again loads again', async () => {
    let down = true;
    serve(undefined, {
      [WISHLIST]: () => {
        if (down) throw new TypeError('Failed to fetch');
        return Response.json({ products: [rose] });
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Cannot connect to server. Please check your connection.')).toBeInTheDocument();
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Rose Noir' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows another failure's message, else 'An unexpected error occurred'", async () => {
    serve(undefined, {
      [WISHLIST]: () => {
        throw new Error('');
      },
    });
    renderPage();
    expect(within(await screen.findByRole('alert')).getByText('An unexpected error occurred')).toBeInTheDocument();
  });
});

describe('WishlistPage: remove', () => {
  it("removes the card with 'Removed from wishlist', updates the local copy and moves focus on", async () => {
    const changed = vi.fn();
    window.addEventListener('wishlist-changed', changed);
    const api = serve(undefined, { 'DELETE /api/customer/wishlist/P-1': Response.json({ success: true, message: 'Removed' }) });
    renderPage();
    await screen.findByRole('heading', { name: 'Rose Noir' });
    const remove = within(cardOf('Rose Noir')).getByRole('button', { name: 'Remove Rose Noir from wishlist' });
    fireEvent.click(remove);
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect((within(cardOf('Rose Noir')).getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Rose Noir' })).toBeNull());
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(readLocalWishlist()).toEqual(['P-2', 'P-3']);
    expect(changed).toHaveBeenCalled();
    expect(api.callsTo('DELETE /api/customer/wishlist/P-1')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(within(cardOf('Vetiver Sec')).getByRole('button', { name: 'Add to Cart' })));
    window.removeEventListener('wishlist-changed', changed);
  });

  it('shows the empty state after the last one leaves, with focus on the heading', async () => {
    serve([iris], { 'DELETE /api/customer/wishlist/P-3': Response.json({ success: true }) });
    renderPage();
    await screen.findByRole('heading', { name: 'Iris Poudre' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Iris Poudre from wishlist' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Wishlist' })));
  });

  it("keeps the card on failure: the server message, else 'Failed to remove item from wishlist'", async () => {
    let answer = Response.json({ message: 'Wishlist is locked' }, { status: 409 });
    serve(undefined, { 'DELETE /api/customer/wishlist/P-1': () => answer });
    renderPage();
    await screen.findByRole('heading', { name: 'Rose Noir' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rose Noir from wishlist' }));
    const first = await screen.findByRole('alert');
    expect(first.textContent).toContain('Wishlist is locked');
    expect(first.className).toContain('toast--error');
    const remove = screen.getByRole('button', { name: 'Remove Rose Noir from wishlist' }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));

    answer = new Response(null, { status: 500 });
    fireEvent.click(remove);
    await waitFor(() => expect(toastTexts()).toContain('Failed to remove item from wishlist'));
    expect(cards()).toHaveLength(3);
  });
});

describe('WishlistPage: add to cart', () => {
  it("adds 1, then removes it from the wishlist: 'Added to cart and removed from wishlist!', header events fire", async () => {
    const cartChanged = vi.fn();
    const wishlistChanged = vi.fn();
    window.addEventListener('cart-changed', cartChanged);
    window.addEventListener('wishlist-changed', wishlistChanged);
    const api = serve(undefined, {
      [ADD]: Response.json({ success: true, message: 'Added', count: 1 }),
      'DELETE /api/customer/wishlist/P-1': Response.json({ success: true }),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Rose Noir' });
    const add = within(cardOf('Rose Noir')).getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    fireEvent.click(add);
    expect(add.disabled).toBe(true);
    expect(add.textContent).toBe('Adding…');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Rose Noir' })).toBeNull());
    const toast = await screen.findByText('Added to cart and removed from wishlist!');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(api.callsTo(ADD).map((call) => call.body)).toEqual([{ productId: 'P-1', quantity: 1 }]);
    expect(api.callsTo('DELETE /api/customer/wishlist/P-1')).toHaveLength(1);
    expect(cartChanged).toHaveBeenCalledOnce();
    expect(wishlistChanged).toHaveBeenCalled();
    expect(readLocalWishlist()).toEqual(['P-2', 'P-3']);
    window.removeEventListener('cart-changed', cartChanged);
    window.removeEventListener('wishlist-changed', wishlistChanged);
  });

  it("on failure keeps the card and says the server message, else 'Failed to add item to cart'; nothing is removed", async () => {
    let answer = Response.json({ code: 'OUT_OF_STOCK', message: 'Only 2 left in stock' }, { status: 409 });
    const api = serve(undefined, { [ADD]: () => answer });
    renderPage();
    await screen.findByRole('heading', { name: 'Rose Noir' });
    const add = within(cardOf('Rose Noir')).getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toContain('Only 2 left in stock');
    await waitFor(() => expect(add.disabled).toBe(false));

    answer = new Response('bad gateway', { status: 502 });
    fireEvent.click(add);
    await waitFor(() => expect(toastTexts()).toContain('Failed to add item to cart'));
    expect(api.callsTo('DELETE /api/customer/wishlist/P-1')).toHaveLength(0);
    expect(cards()).toHaveLength(3);
    expect(within(cardOf('Rose Noir')).queryByText('In cart')).toBeNull();
  });

  it("keeps the card marked 'In cart' when the add works but the removal fails", async () => {
    serve(undefined, {
      [ADD]: Response.json({ success: true, message: 'Added', count: 1 }),
      'DELETE /api/customer/wishlist/P-1': new Response(null, { status: 500 }),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Rose Noir' });
    fireEvent.click(within(cardOf('Rose Noir')).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Failed to remove item from wishlist']));
    expect(within(cardOf('Rose Noir')).getByText('In cart')).toBeInTheDocument();
  });

  it('lets toasts go after 3 seconds', async () => {
    serve(undefined, { 'DELETE /api/customer/wishlist/P-1': Response.json({ success: true }) });
    renderPage();
    await screen.findByRole('heading', { name: 'Rose Noir' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rose Noir from wishlist' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Removed from wishlist']));
    vi.advanceTimersByTime(2900);
    expect(toastTexts()).toEqual(['Removed from wishlist']);
    vi.advanceTimersByTime(200);
    expect(toastTexts()).toEqual([]);
  });
});
