import { DocumentTitle } from '@/components/document-title';
import { AboutSection } from './about-section';
import { CategoryShowcase } from './category-showcase';
import { ExploreCollection } from './explore-collection';
import { Hero } from './hero';
import { Newsletter } from './newsletter';
import { Promises } from './promises';
import './home.css';

/** The home page (spec 01 §1), also shown under /login and /register. */
export function HomePage() {
  return (
    <>
      {/* index.html's own title, for a visitor who came from a page that named the tab itself. */}
      <DocumentTitle>Maison — Perfumes &amp; Colognes</DocumentTitle>
      <Hero />
      <Promises />
      <ExploreCollection />
      <CategoryShowcase />
      <AboutSection />
      <Newsletter />
    </>
  );
}
