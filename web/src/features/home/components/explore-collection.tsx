import type { MouseEvent } from 'react';
import { FacebookIcon, InstagramIcon, PinterestIcon, XLogoIcon } from '@/components/social-icons';
import { useNavigate } from 'react-router-dom';

// The social accounts do not exist yet: the links are placeholders (spec 01 §1).
const SOCIAL = [
  { label: 'Maison on Instagram', Icon: InstagramIcon },
  { label: 'Maison on Facebook', Icon: FacebookIcon },
  { label: 'Maison on Pinterest', Icon: PinterestIcon },
  { label: 'Maison on X', Icon: XLogoIcon },
];

/** The Explore Our Collection call (to /shop, from the top) and the social links. */
export function ExploreCollection() {
  const navigate = useNavigate();
  const explore = () => {
    void navigate('/shop');
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };
  const stay = (event: MouseEvent) => event.preventDefault();
  return (
    <section className="explore" aria-labelledby="explore-title">
      <div className="container explore__inner">
        <div>
          <h2 id="explore-title">Find the scent that tells your story</h2>
          <p>From fresh citrus mornings to warm amber evenings, there is a bottle waiting for you.</p>
        </div>
        <div className="explore__actions">
          <button type="button" className="button button--light" onClick={explore}>
            Explore Our Collection
          </button>
          <ul className="social-links" aria-label="Follow Maison">
            {SOCIAL.map(({ label, Icon }) => (
              <li key={label}>
                <a href="#" className="social-link" aria-label={label} onClick={stay}>
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
