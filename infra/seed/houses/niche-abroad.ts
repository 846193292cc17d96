import { house } from '../catalog-entry';

/** Niche houses from London, Muscat and Istanbul: Penhaligon's, Amouage, Nishane. */
export const nicheAbroad = [
  house("Penhaligon's", [
    {
      id: 'penhaligons-halfeti-edp', name: 'Halfeti Eau de Parfum 100ml', category: 'Unisex',
      price: 290, rating: 4.6, reviews: 362, stock: 11, added: '2025-03-19',
      tags: ['oud', 'spicy', 'floral', 'evening'],
      description: 'Grapefruit and cardamom over Turkish rose, saffron and oud. Inspired by the black roses of Halfeti.',
    },
    {
      id: 'penhaligons-endymion-cologne', name: 'Endymion Cologne 100ml', category: 'Men',
      price: 210, rating: 4.4, reviews: 318, stock: 25, added: '2025-02-22',
      tags: ['aromatic', 'leather', 'spicy', 'office'],
      description: 'Lavender and sage over coffee, nutmeg and a soft suede. A poet’s cologne for every day.',
    },
    {
      id: 'penhaligons-lord-george-edp', name: 'The Tragedy of Lord George Eau de Parfum 75ml', category: 'Men',
      price: 295, rating: 4.5, reviews: 226, stock: 0, added: '2025-07-09',
      tags: ['aromatic', 'woody', 'gourmand', 'evening'],
      description: 'Brandy and clary sage over tonka bean, shaving-soap woods and ambergris. A gentleman’s tale of betrayal.',
    },
    {
      id: 'penhaligons-luna-edt', name: 'Luna Eau de Toilette 100ml', category: 'Women',
      price: 190, rating: 4.3, reviews: 274, stock: 38, added: '2025-04-11',
      tags: ['citrus', 'floral', 'fresh', 'daytime'],
      description: 'Bitter orange, juniper and rose over fir balsam. Silver moonlight on a summer night.',
    },
    {
      id: 'penhaligons-duchess-rose-edp', name: 'The Coveted Duchess Rose Eau de Parfum 75ml', category: 'Women',
      price: 295, rating: 4.2, reviews: 97, stock: 14, added: '2026-02-26',
      tags: ['floral', 'fruity', 'musk', 'evening'],
      description: 'Mandarin and rose over a velvety musk. The Duchess in her prime, admired by all.',
    },
    {
      id: 'penhaligons-juniper-sling-edt', name: 'Juniper Sling Eau de Toilette 100ml', category: 'Unisex',
      price: 190, rating: 4.4, reviews: 188, stock: 22, added: '2025-09-09',
      tags: ['citrus', 'aromatic', 'spicy', 'summer'],
      description: 'Juniper, angelica and black pepper over brown sugar and vetiver. A gin cocktail in the roaring twenties.',
    },
  ]),
  house('Amouage', [
    {
      id: 'amouage-gold-woman-edp', name: 'Gold Woman Eau de Parfum 100ml', category: 'Women',
      price: 340, rating: 4.4, reviews: 212, stock: 9, added: '2025-05-06',
      tags: ['floral', 'powdery', 'amber', 'evening'],
      description: 'Rose, lily of the valley and frankincense over ambergris, civet and musk. The legendary gift of Muscat.',
    },
    {
      id: 'amouage-love-tuberose-edp', name: 'Love Tuberose Eau de Parfum 100ml', category: 'Women',
      price: 395, rating: 4.3, reviews: 84, stock: 12, added: '2026-03-05',
      tags: ['floral', 'spicy', 'woody', 'evening'],
      description: 'Tuberose and jasmine heightened by cardamom, over sandalwood and vanilla. Devoted and seductive.',
    },
    {
      id: 'amouage-interlude-man-edp', name: 'Interlude Man Eau de Parfum 100ml', category: 'Men',
      price: 375, rating: 4.6, reviews: 403, stock: 6, added: '2025-03-09',
      tags: ['oriental', 'spicy', 'amber', 'evening', 'winter'],
      description: 'Oregano, pimento and frankincense over a smoky amber, oud and leather. Order within chaos.',
    },
    {
      id: 'amouage-reflection-man-edp', name: 'Reflection Man Eau de Parfum 100ml', category: 'Men',
      price: 375, rating: 4.5, reviews: 331, stock: 17, added: '2025-06-24',
      tags: ['floral', 'woody', 'fresh', 'office'],
      description: 'Rosemary and neroli over jasmine and orris, on sandalwood and cedar. A luminous floral for men.',
    },
    {
      id: 'amouage-guidance-edp', name: 'Guidance Eau de Parfum 100ml', category: 'Unisex',
      price: 395, cost: null, rating: 4.7, reviews: 173, stock: 5, added: '2025-12-18',
      tags: ['amber', 'fruity', 'floral', 'evening'],
      description: 'Pear and hazelnut over frankincense, osmanthus and rose, on a warm amber. A golden path.',
    },
  ]),
  house('Nishane', [
    {
      id: 'nishane-hacivat-extrait', name: 'Hacivat Extrait de Parfum 50ml', category: 'Unisex',
      price: 230, rating: 4.6, reviews: 452, stock: 20, added: '2025-02-28',
      tags: ['fruity', 'woody', 'citrus', 'signature'],
      description: 'Pineapple and grapefruit over oakmoss, cedar and patchouli. A fresh, fruity chypre from Istanbul.',
    },
    {
      id: 'nishane-ani-extrait', name: 'Ani Extrait de Parfum 50ml', category: 'Unisex',
      price: 240, rating: 4.5, reviews: 311, stock: 13, added: '2025-06-30',
      tags: ['vanilla', 'spicy', 'musk', 'winter'],
      description: 'Ginger, cardamom and bergamot over a creamy vanilla and sandalwood. Named for the lost city of a thousand churches.',
    },
    {
      id: 'nishane-wulong-cha-extrait', name: 'Wulong Cha Extrait de Parfum 50ml', category: 'Unisex',
      price: 210, rating: 4.3, reviews: 128, stock: 28, added: '2026-01-16',
      tags: ['green', 'citrus', 'musk', 'daytime'],
      description: 'Oolong tea, bergamot and mandarin over musk and fig. A calm cup in a quiet garden.',
    },
  ]),
];
