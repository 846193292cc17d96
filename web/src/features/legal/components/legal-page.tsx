import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './legal.css';
import { DocumentTitle } from '@/components/document-title';

/** The frame of the terms and the privacy notice: a heading, a short lead, the sections, and a link to the other page. */
export function LegalPage(props: { title: string; lead: string; other: { to: string; label: string }; children: ReactNode }) {
  return (
    <article className="legal page container" aria-labelledby="legal-title">
      <DocumentTitle>{`${props.title} — Maison`}</DocumentTitle>
      <header className="legal__head">
        <p className="eyebrow">The small print, kept short</p>
        <h1 id="legal-title">{props.title}</h1>
        <p className="legal__lead">{props.lead}</p>
      </header>
      <div className="legal__body">{props.children}</div>
      <p className="legal__other">
        See also our <Link to={props.other.to}>{props.other.label}</Link>.
      </p>
    </article>
  );
}

/** One numbered part of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="legal__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
