import { useId } from 'react';
import { NOTE_TIERS, type NoteTier, SCENT_FAMILY_DESCRIPTIONS } from '@shared/catalog/scent-profile';
import type { Product } from '@shared/types';
import './scent-profile.css';

const TIER_NAMES: Readonly<Record<NoteTier, string>> = { top: 'Top notes', heart: 'Heart notes', base: 'Base notes' };

/**
 * What a fragrance is made of: its family (with what that means), its concentration, and its
 * notes as a pyramid, top to base, each tier a list a screen reader names. Nothing for a product
 * without a profile.
 */
export function ScentProfile({ product, headingLevel }: { product: Product; headingLevel: 2 | 3 }) {
  const headingId = useId();
  const tiers = NOTE_TIERS.filter((tier) => (product.notes?.[tier].length ?? 0) > 0);
  if (!product.scent_family && !product.concentration && tiers.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const TierHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className="scent-profile" aria-labelledby={headingId}>
      <Heading id={headingId} className="scent-profile__title">
        Scent profile
      </Heading>
      {(product.scent_family || product.concentration) && (
        <dl className="scent-profile__facts">
          {product.scent_family && (
            <div>
              <dt>Family</dt>
              <dd>
                {product.scent_family}
                <span className="scent-profile__family-note">{SCENT_FAMILY_DESCRIPTIONS[product.scent_family]}</span>
              </dd>
            </div>
          )}
          {product.concentration && (
            <div>
              <dt>Concentration</dt>
              <dd>{product.concentration}</dd>
            </div>
          )}
        </dl>
      )}
      {tiers.length > 0 && (
        <div className="scent-pyramid">
          {tiers.map((tier) => (
            <div key={tier} className={`scent-pyramid__tier scent-pyramid__tier--${tier}`}>
              <TierHeading id={`${headingId}-${tier}`} className="scent-pyramid__name">
                {TIER_NAMES[tier]}
              </TierHeading>
              <ul aria-labelledby={`${headingId}-${tier}`}>
                {product.notes![tier].map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
