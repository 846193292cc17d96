import { Link } from 'react-router-dom';

/**
 * A stand-in for the wishlist page until it arrives: honest about it, and they keep the
 * customer in the shop instead of bouncing them home. The header counts are already real.
 */
function ComingSoon(props: { eyebrow: string; title: string; text: string; cta: string }) {
  return (
    <section className="page container" aria-labelledby="coming-soon-title" style={{ textAlign: 'center', maxWidth: 640 }}>
      <title>{`${props.title} — Maison`}</title>
      <p className="eyebrow">{props.eyebrow}</p>
      <h1 id="coming-soon-title">{props.title}</h1>
      <p style={{ color: 'var(--color-ink-soft)' }}>{props.text}</p>
      <Link to="/shop" className="button">
        {props.cta}
      </Link>
    </section>
  );
}

export function WishlistComingSoon() {
  return (
    <ComingSoon
      eyebrow="Your wishlist"
      title="Wishlist"
      text="The wishlist page is on its way. The scents you heart in the shop are already saved to your account, and the count in the header shows how many there are."
      cta="Explore Products"
    />
  );
}
