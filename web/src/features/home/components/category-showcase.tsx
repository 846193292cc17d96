import { CATEGORY_SHOWCASE } from '@shared/catalog/category-showcase';
import { PerfumeBottle } from '@/components/perfume-bottle';
import { Link } from 'react-router-dom';
import { CATEGORY_TONES } from './category-tones';

/** The four category cards, each leading to the shop filtered on its category (spec 01 §1). */
export function CategoryShowcase() {
  return (
    <section className="section categories" aria-labelledby="categories-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">Collections</p>
          <h2 id="categories-title">Shop by category</h2>
          <p>Four ways into our collection, each with its own character.</p>
        </div>
        <ul className="categories__grid">
          {CATEGORY_SHOWCASE.map((card) => (
            <li key={card.category}>
              <Link to={card.href} className="category-card" data-testid="category-card">
                <div className="category-card__art">
                  <PerfumeBottle tone={CATEGORY_TONES[card.category]} className="category-card__bottle" />
                </div>
                <div className="category-card__body">
                  <div className="category-card__top">
                    <h3 className="category-card__title">{card.title}</h3>
                    <span className="category-card__count">{card.countLabel} Products</span>
                  </div>
                  <p className="category-card__text">{card.description}</p>
                  <ul className="category-card__tags" aria-label={`${card.title} highlights`}>
                    {card.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <span className="category-card__cta" aria-hidden="true">
                    Shop {card.title} →
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
