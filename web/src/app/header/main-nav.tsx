import { NavLink } from 'react-router-dom';

/** The storefront's page links; Orders only for a signed-in customer (spec 01 §2). */
export function MainNav({ signedIn, className, onNavigate }: { signedIn: boolean; className: string; onNavigate?: () => void }) {
  const links = [
    { to: '/', label: 'Home', end: true },
    { to: '/about', label: 'About' },
    { to: '/shop', label: 'Shop' },
    ...(signedIn ? [{ to: '/orders', label: 'Orders' }] : []),
  ];
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className="nav-link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
