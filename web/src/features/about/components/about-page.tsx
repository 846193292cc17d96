import { Link } from 'react-router-dom';
import './about-page.css';
import { DocumentTitle } from '@/components/document-title';

const VALUES = [
  { title: 'Authentic, always', text: 'Every bottle comes from the house that made it or its appointed distributor.' },
  { title: 'Chosen by nose', text: 'We wear what we sell: each scent earns its place after weeks on skin, not on paper.' },
  { title: 'Cared for in transit', text: 'Perfume dislikes heat and light, so we pack it in cushioned, insulated boxes.' },
];

/** The /about page: who we are and what we promise. */
export function AboutPage() {
  return (
    <div className="page">
      <DocumentTitle>About — Maison</DocumentTitle>
      <section className="container about-page" aria-labelledby="about-title">
        <p className="eyebrow">Our story</p>
        <h1 id="about-title">A house for fragrance lovers</h1>
        <p className="about-page__lead">
          Maison began with a simple idea: finding a signature scent should feel like visiting a small perfumery, not scrolling a warehouse.
          We gather perfumes and colognes from established houses and independent noses, and we describe each one honestly, so you can
          choose with confidence.
        </p>
        <ul className="about-page__values">
          {VALUES.map((value) => (
            <li key={value.title}>
              <h2>{value.title}</h2>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
        <Link to="/shop" className="button">
          Explore the collection
        </Link>
      </section>
    </div>
  );
}
