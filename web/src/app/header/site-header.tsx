import { useSession } from '@/lib/use-session';
import { AdminHeader } from './admin-header';
import { BrandMark } from './brand-mark';
import { CustomerActions } from './customer-actions';
import { GuestActions } from './guest-actions';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import './header.css';

/** The header in its three forms: guest, customer, admin (spec 01 §2). */
export function SiteHeader() {
  const session = useSession();
  if (session?.role === 'admin') {
    return (
      <header className="site-header site-header--admin">
        <AdminHeader session={session} />
      </header>
    );
  }
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <BrandMark />
        <nav className="site-header__nav" aria-label="Main">
          <MainNav signedIn={session !== null} className="main-nav" />
        </nav>
        {session ? <CustomerActions session={session} /> : <GuestActions className="header-actions header-actions--guest" />}
        <MobileMenu session={session} />
      </div>
    </header>
  );
}
