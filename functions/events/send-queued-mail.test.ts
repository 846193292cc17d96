import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/types';
import type { OutgoingMail, QueuedMail } from '../mail/mail-types';
import { RecipientRefused } from '../mail/recipient-refused';
import type { TableChange } from './reactions';
import { createMailReaction, withoutAddresses } from './send-queued-mail';

function setup(queued: QueuedMail[], options: { failSend?: boolean | Error; orders?: Order[] } = {}) {
  const outbox = new Map(queued.map((m) => [m.id, m]));
  const sent: OutgoingMail[] = [];
  const reaction = createMailReaction({
    getMail: async (id) => outbox.get(id),
    deleteMail: async (id) => void outbox.delete(id),
    openLink: async (sealed, mailId) => {
      if (!sealed.startsWith(`${mailId}|`)) throw new Error('seal does not open');
      return sealed.slice(mailId.length + 1);
    },
    send: async (mail) => {
      if (options.failSend) throw options.failSend instanceof Error ? options.failSend : new Error('SES is down');
      sent.push(mail);
      return `message-${sent.length}`;
    },
    siteUrl: () => 'https://shop.example',
    getOrder: async (id) => options.orders?.find((order) => order.id === id),
    newsletterLinks: async (subscriberId) => ({
      page: `https://shop.example/newsletter/unsubscribe#token=p-${subscriberId}`,
      oneClick: `https://shop.example/api/newsletter/unsubscribe?token=o-${subscriberId}`,
    }),
  });
  return { reaction, outbox, sent };
}

function sampleOrder(overrides: Partial<Order>): Order {
  const at = '2026-11-23T10:00:00.000Z';
  const shippingAddress = {
    fullName: 'Anna Example',
    email: 'anna@example.com',
    phone: '(555) 123-4567',
    addressLine1: '1 Main Street',
    city: 'Portland',
    state: 'Oregon',
    zipCode: '97205',
    country: 'United States',
  };
  return {
    id: 'o',
    _id: 'o',
    orderId: 'ORD-20261123-000000',
    userId: 'u1',
    status: 'confirmed',
    date: at,
    createdAt: at,
    orderDate: at,
    updatedAt: at,
    items: [{ _id: 'l1', productId: 'p1', name: 'Rose Noir', productName: 'Rose Noir', image: '', quantity: 2, price: 40, totalPrice: 80 }],
    subtotal: 80,
    promoCode: null,
    promoDiscount: 0,
    shipping: 0,
    tax: 6.4,
    total: 86.4,
    shippingAddress,
    customerName: 'Anna Example',
    country: 'United States',
    address: '1 Main Street, Portland, Oregon 97205',
    estimatedDelivery: '2026-11-30T00:00:00.000Z',
    trackingNumber: null,
    paymentMethod: 'card',
    paymentStatus: 'paid',
    paymentId: 'pi_1',
    ...overrides,
  };
}

const insert = (mail: QueuedMail): TableChange => ({
  event: 'INSERT',
  newItem: { pk: `OUTBOX#${mail.id}`, sk: 'MAIL', type: 'mail', ...mail },
});
const VERIFY: QueuedMail = {
  id: 'm1',
  template: 'verify-email',
  to: 'anna@example.com',
  username: 'Anna',
  sealedLink: 'm1|https://shop.example/verify-email?token=t0k',
};

describe('send queued mail', () => {
  it('wants only inserted mail items', () => {
    const { reaction } = setup([]);
    expect(reaction.wants(insert(VERIFY))).toBe(true);
    expect(reaction.wants({ event: 'REMOVE', oldItem: insert(VERIFY).newItem })).toBe(false);
    expect(reaction.wants({ event: 'INSERT', newItem: { type: 'user' } })).toBe(false);
  });

  it('opens the link, renders, sends to the recipient and deletes the mail', async () => {
    const { reaction, outbox, sent } = setup([VERIFY]);
    await reaction.run(insert(VERIFY));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'anna@example.com', subject: 'Verify your email address for Maison' });
    expect(sent[0]?.html).toContain('https://shop.example/verify-email?token=t0k');
    expect(sent[0]?.text).toContain('https://shop.example/verify-email?token=t0k');
    expect(outbox.size).toBe(0);
  });

  it('does nothing when a retried record finds the mail already sent', async () => {
    const { reaction, sent } = setup([VERIFY]);
    await reaction.run(insert(VERIFY));
    await reaction.run(insert(VERIFY));
    expect(sent).toHaveLength(1);
  });

  it('links the welcome mail to the shop', async () => {
    const welcome: QueuedMail = { id: 'm2', template: 'welcome', to: 'anna@example.com', username: 'Anna' };
    const { reaction, sent } = setup([welcome]);
    await reaction.run(insert(welcome));
    expect(sent[0]?.text).toContain('Start shopping: https://shop.example/shop');
  });

  it('links the password-changed mail to the forgot-password step, for an owner who did not change it', async () => {
    const changed: QueuedMail = { id: 'm3', template: 'password-changed', to: 'anna@example.com', username: '', userId: 'u1' };
    const { reaction, sent, outbox } = setup([changed]);
    await reaction.run(insert(changed));
    expect(sent[0]).toMatchObject({ to: 'anna@example.com', subject: 'Your Maison password was changed' });
    expect(sent[0]?.text).toContain('If it was not you, reset your password right away');
    expect(sent[0]?.text).toContain('Reset my password: https://shop.example/forgot-password');
    expect(outbox.size).toBe(0);
  });

  it('sends the newsletter welcome with an unsubscribe link and the one-click unsubscribe headers', async () => {
    const welcome: QueuedMail = { id: 'm4', template: 'newsletter-welcome', to: 'anna@example.com', username: '', subscriberId: 'sub-1' };
    const { reaction, sent, outbox } = setup([welcome]);
    await reaction.run(insert(welcome));
    expect(sent[0]).toMatchObject({ to: 'anna@example.com', subject: 'Welcome to the Maison letter' });
    expect(sent[0]?.text).toContain('Unsubscribe: https://shop.example/newsletter/unsubscribe#token=p-sub-1');
    expect(sent[0]?.headers).toEqual([
      { name: 'List-Unsubscribe', value: '<https://shop.example/api/newsletter/unsubscribe?token=o-sub-1>' },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(outbox.size).toBe(0);
  });

  it('throws when sending fails, keeping the mail for the retry', async () => {
    const { reaction, outbox } = setup([VERIFY], { failSend: true });
    await expect(reaction.run(insert(VERIFY))).rejects.toThrow('SES is down');
    expect(outbox.has('m1')).toBe(true);
  });

  it('tells a refused send without the recipient, whose address the mail service names', async () => {
    const refusal = Object.assign(
      new Error(
        'Email address is not verified. The following identities failed the check in region EU-WEST-1: Anna@Example.com, anna%40example.com',
      ),
      { name: 'MessageRejected' },
    );
    const { reaction, outbox } = setup([VERIFY], { failSend: refusal });
    const error = (await reaction.run(insert(VERIFY)).catch((thrown: unknown) => thrown)) as Error;
    expect(error.message).toBe(
      'mail m1 (verify-email) not sent: MessageRejected: Email address is not verified. The following identities failed the check in region EU-WEST-1: [address], [address]',
    );
    expect(JSON.stringify({ message: error.message, stack: error.stack }).toLowerCase()).not.toMatch(/anna(@|%40)/);
    expect(outbox.has('m1')).toBe(true);
  });

  it('drops a mail whose recipient the mail service refuses for good, so the next ones go out', async () => {
    const refused = new RecipientRefused(
      'MessageRejected: Email address is not verified. The following identities failed the check in region EU-WEST-1: anna@example.com',
    );
    const { reaction, outbox, sent } = setup([VERIFY], { failSend: refused });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(reaction.run(insert(VERIFY))).resolves.toBeUndefined();
      expect(sent).toHaveLength(0);
      expect(outbox.has('m1')).toBe(false);
      const lines = logged.mock.calls.map(([line]) => String(line));
      expect(lines.some((line) => line.includes('refuses its recipient') && line.includes('"mailId":"m1"'))).toBe(true);
      expect(lines.join('\n').toLowerCase()).not.toContain('anna@example.com');
    } finally {
      logged.mockRestore();
    }
  });

  it('marks every address in a text, plain or URL-encoded', () => {
    expect(withoutAddresses('to <a.b+c@mail.example.org>; "x@y.z" and q%40r.s')).toBe('to <[address]>; "[address]" and [address]');
    expect(withoutAddresses('no address here')).toBe('no address here');
  });

  it('drops a mail whose seal does not open instead of blocking the stream', async () => {
    const forged = { ...VERIFY, sealedLink: 'other|https://evil.example' };
    const { reaction, outbox, sent } = setup([forged]);
    await reaction.run(insert(forged));
    expect(sent).toHaveLength(0);
    expect(outbox.size).toBe(0);
  });

  it('renders an order mail from the order it names, with a link to the order', async () => {
    const order = sampleOrder({ id: 'ord-1', orderId: 'ORD-20261123-7KQ2ZD' });
    const mail: QueuedMail = {
      id: 'order-ord-1-confirmed',
      template: 'order-confirmation',
      to: 'anna@example.com',
      username: 'Anna',
      orderId: 'ord-1',
    };
    const { reaction, outbox, sent } = setup([mail], { orders: [order] });
    await reaction.run(insert(mail));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('ORD-20261123-7KQ2ZD');
    expect(sent[0]!.text).toContain('https://shop.example/order-confirmation/ord-1');
    expect(sent[0]!.text).toContain(order.items[0]!.name);
    expect(outbox.size).toBe(0);
  });

  it('drops an order mail whose order is gone instead of blocking the stream', async () => {
    const mail: QueuedMail = {
      id: 'order-x-confirmed',
      template: 'order-confirmation',
      to: 'anna@example.com',
      username: 'Anna',
      orderId: 'x',
    };
    const { reaction, outbox, sent } = setup([mail]);
    await reaction.run(insert(mail));
    expect(sent).toHaveLength(0);
    expect(outbox.size).toBe(0);
  });
});
