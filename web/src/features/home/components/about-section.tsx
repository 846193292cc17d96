import { useEffect, useRef, useState } from 'react';
import type { AboutFigures } from '../api/about-figures';
import { whenNear } from './when-near';
import './about-section.css';

type FiguresState = { status: 'waiting' | 'failed' } | { status: 'ready'; figures: AboutFigures };

const FACTS: readonly { term: string; key: keyof AboutFigures }[] = [
  { term: 'Fragrances', key: 'fragrances' },
  { term: 'Perfume houses', key: 'houses' },
  { term: 'Customer reviews', key: 'reviews' },
];

/**
 * A short word about the house, with three figures counted from the catalogue the shop serves:
 * its fragrances, its houses and the reviews its products carry. The catalogue is asked for only
 * once the page has loaded and the section nears the viewport (its code too); until then, or if
 * it fails, a dash holds each figure's place rather than a number nobody counted.
 */
export function AboutSection() {
  const facts = useRef<HTMLDListElement>(null);
  const [state, setState] = useState<FiguresState>({ status: 'waiting' });

  useEffect(() => {
    let active = true;
    const cancel = whenNear(facts.current!, () => {
      import('../api/about-figures')
        .then(({ loadAboutFigures }) => loadAboutFigures())
        .then(
          (figures) => active && setState({ status: 'ready', figures }),
          () => active && setState({ status: 'failed' }),
        );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  return (
    <section className="section about-band" aria-labelledby="about-band-title">
      <div className="container about-band__inner">
        <div>
          <p className="eyebrow">About Maison</p>
          <h2 id="about-band-title">Crafted for the senses</h2>
          <p>
            We believe a fragrance is the most personal thing you wear. Our curators test every perfume on skin before it joins the
            collection, and we describe each one plainly: its notes, its character, the moments it suits.
          </p>
          <p>Whether you are looking for a first signature scent or your next discovery, we are here to help.</p>
        </div>
        <dl ref={facts} className="about-band__facts" aria-busy={state.status === 'waiting'}>
          {FACTS.map(({ term, key }) => (
            <div key={key}>
              <dt>{term}</dt>
              <dd>
                {state.status === 'ready' ? (
                  state.figures[key]
                ) : (
                  <span className="about-band__pending">
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{state.status === 'failed' ? 'not available' : 'counting'}</span>
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
