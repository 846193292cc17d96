import { useLocation } from 'react-router-dom';
import { matchesPattern } from '../page-paths';
import { PAGES } from '../page-table';
import { AdminFooter } from './admin-footer';
import { SiteFooter } from './site-footer';

/** The footer of the page shown: the admin area's own minimal one, else the shop's. */
export function PageFooter() {
  const { pathname } = useLocation();
  const admin = PAGES.admin.paths.some((pattern) => matchesPattern(pattern, pathname));
  return admin ? <AdminFooter /> : <SiteFooter />;
}
