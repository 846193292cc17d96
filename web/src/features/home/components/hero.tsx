import { BOTTLE_TONES, PerfumeBottle } from '@/components/perfume-bottle';
import { Link } from 'react-router-dom';
import { SCENT_FINDER_PATH } from '@shared/catalog/scent-finder-path';
import { Greeting } from './greeting';
import { SCENT_FAMILIES } from './scent-families';

/** The opening of the home page: greeting, promise, Shop Now and the scent finder, a bottle and three scent families. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <Greeting />
          <h1 id="hero-title">
            Discover your <em>signature</em> scent
          </h1>
          <p className="hero__lead">
            Perfumes and colognes from the houses that define modern fragrance, chosen with care and delivered to your door.
          </p>
          <div className="hero__actions">
            <Link to="/shop" className="button hero__cta">
              Shop Now
            </Link>
            <Link to={SCENT_FINDER_PATH} className="button button--ghost hero__cta">
              Find your scent
            </Link>
          </div>
        </div>
        <div className="hero__art">
          <div className="hero__halo" aria-hidden="true" />
          <PerfumeBottle className="hero__bottle" tone={BOTTLE_TONES.rose} label="A Maison eau de parfum bottle" />
          <ul className="scent-families" aria-label="Scent families">
            {SCENT_FAMILIES.map((family) => (
              <li key={family.name} className="scent-family">
                <span className="scent-family__name">{family.name}</span>
                <span className="scent-family__notes">{family.notes}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
