import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './account-pages.css';

/** The frame of the pages opened from emailed links: the product title, the page's status, and Back to Login. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="account-page page">
      <div className="account-card">
        <p className="account-card__brand">Maison</p>
        <h1 className="account-card__title">{title}</h1>
        {children}
        <p className="account-card__back">
          <Link to="/login">Back to Login</Link>
        </p>
      </div>
    </div>
  );
}
