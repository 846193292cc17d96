import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Link, MemoryRouter, NavLink, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from '.';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</output>;
}

function Layout() {
  return (
    <div>
      <NavLink to="/" end className="nav">
        Home
      </NavLink>
      <NavLink to="/shop" className="nav">
        Shop
      </NavLink>
      <Outlet />
    </div>
  );
}

function Admin() {
  return (
    <Routes>
      <Route index element={<Navigate to="/admin/DashBoard" replace />} />
      <Route path="DashBoard" element={<h1>Dashboard</h1>} />
      <Route path="*" element={<h1>Admin: {useParams()['*']}</h1>} />
    </Routes>
  );
}

function Confirmation() {
  return <h1>Order {useParams().orderId ?? 'none'}</h1>;
}

function Shop() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div>
      <h1>Shop {params.get('q') ?? ''}</h1>
      <button type="button" onClick={() => setParams((now) => ({ ...Object.fromEntries(now), q: 'rose' }), { replace: true })}>
        Search
      </button>
      <button type="button" onClick={() => setParams({})}>
        Clear
      </button>
      <button type="button" onClick={() => navigate('/order-confirmation/o1', { state: { from: 'shop' } })}>
        Pay
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <Link to="/shop?page=2">Page 2</Link>
    </div>
  );
}

function App() {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<h1>Home</h1>} />
          <Route path="shop" element={<Shop />} />
          <Route path="admin/*" element={<Admin />} />
          <Route path="order-confirmation/:orderId?" element={<Confirmation />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
      <Where />
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('router', () => {
  it('renders the layout with the matched page and marks the current link', () => {
    render(<MemoryRouter initialEntries={['/shop?q=musk']}><App /></MemoryRouter>);
    expect(screen.getByRole('heading').textContent).toBe('Shop musk');
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(shop.getAttribute('aria-current')).toBe('page');
    expect(shop.className).toBe('nav active');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('nav');
  });

  it('follows a link on a plain click and leaves modified clicks to the browser', async () => {
    render(<MemoryRouter initialEntries={['/']}><App /></MemoryRouter>);
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(shop.getAttribute('href')).toBe('/shop');
    // Seen after the router's handler; stopped there so the test document stays put.
    let leftToBrowser = false;
    const seen = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', seen);
    fireEvent.click(shop, { ctrlKey: true });
    window.removeEventListener('click', seen);
    expect(leftToBrowser).toBe(true);
    expect(where()).toBe('/ null');
    await act(async () => fireEvent.click(shop));
    expect(where()).toBe('/shop null');
  });

  it('redirects unknown paths and runs descendant routes under a splat', async () => {
    render(<MemoryRouter initialEntries={['/nowhere']}><App /></MemoryRouter>);
    await act(async () => {});
    expect(where()).toBe('/ null');
    cleanup();
    render(<MemoryRouter initialEntries={['/admin']}><App /></MemoryRouter>);
    await act(async () => {});
    expect(where()).toBe('/admin/DashBoard null');
    expect(screen.getByRole('heading').textContent).toBe('Dashboard');
    cleanup();
    render(<MemoryRouter initialEntries={['/ADMIN/users/7']}><App /></MemoryRouter>);
    expect(screen.getByRole('heading').textContent).toBe('Admin: users/7');
  });

  it('sets the query, passes state, and goes back', async () => {
    render(<MemoryRouter initialEntries={['/', '/shop?page=3']}><App /></MemoryRouter>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(where()).toBe('/shop?page=3&q=rose null');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear' })));
    expect(where()).toBe('/shop null');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(where()).toBe('/order-confirmation/o1 {"from":"shop"}');
    expect(screen.getByRole('heading').textContent).toBe('Order o1');
  });

  it('keeps the browser address, history state and Back in step', async () => {
    window.history.replaceState(null, '', '/shop');
    render(<BrowserRouter><App /></BrowserRouter>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(window.location.pathname).toBe('/order-confirmation/o1');
    expect(window.history.state).toMatchObject({ usr: { from: 'shop' }, idx: 1 });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe('/shop null');
  });

  it('replaces the entry when a link points where we already are', async () => {
    render(<MemoryRouter initialEntries={['/', '/shop?page=2']}><App /></MemoryRouter>);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Page 2' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(where()).toBe('/ null');
  });
});
