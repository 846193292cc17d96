import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import './footer.css';

// Pages the shop does not have yet: the links are placeholders (spec 01 §2).
const PLACEHOLDERS = {
  'Customer Care': ['Contact Us', 'Shipping & Returns', 'FAQ', 'Track an Order'],
  'The House': ['Our Story', 'Journal', 'Careers', 'Stores'],
};

const stay = (event: MouseEvent) => event.preventDefault();

/** The footer: Shop Now leads to the shop; the other links are placeholders. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__word">Maison</p>
          <p>Fine perfumes and colognes, chosen with care and delivered to your door.</p>
          <Link to="/shop" className="button button--light button--small">
            Shop Now
          </Link>
        </div>
        {Object.entries(PLACEHOLDERS).map(([title, links]) => (
          <nav key={title} aria-label={title} className="site-footer__column">
            <h2 className="site-footer__title">{title}</h2>
            <ul>
              {links.map((label) => (
                <li key={label}>
                  <a href="#" onClick={stay}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>© {new Date().getFullYear()} Maison. All rights reserved.</p>
        <p>
          <a href="#" onClick={stay}>
            Terms
          </a>
          <span aria-hidden="true"> · </span>
          <a href="#" onClick={stay}>
            Privacy
          </a>
        </p>
      </div>
    </footer>
  );
}
