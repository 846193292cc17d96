import type { ComponentType } from 'react';
import { ClockIcon, LockIcon, SealIcon, TruckIcon } from '@/components/promise-icons';
import { FREE_SHIPPING_THRESHOLD } from '@shared/cart/shipping';

const PROMISES: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  {
    title: `Free shipping over $${FREE_SHIPPING_THRESHOLD}`,
    text: 'Complimentary delivery on every order above the threshold.',
    Icon: TruckIcon,
  },
  { title: 'Secure payments', text: 'Card payments are encrypted end to end by our payment partner.', Icon: LockIcon },
  { title: 'Swift & reliable delivery', text: 'Carefully packed, dispatched quickly and tracked to your door.', Icon: ClockIcon },
  { title: '100% authentic perfumes', text: 'Genuine fragrances sourced from the houses that make them.', Icon: SealIcon },
];

/** Why shop with us: the four promises (spec 01 §1). */
export function Promises() {
  return (
    <section className="section promises" aria-labelledby="promises-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">The Maison promise</p>
          <h2 id="promises-title">Why shop with us</h2>
        </div>
        <ul className="promises__list">
          {PROMISES.map(({ title, text, Icon }) => (
            <li key={title} className="promise">
              <span className="promise__icon">
                <Icon size={26} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
