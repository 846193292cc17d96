import { house } from '../catalog-entry';

/** Modern French houses: Yves Saint Laurent, Lancôme, Givenchy, Francis Kurkdjian, Parfums de Marly, Kilian. */
export const frenchModern = [
  house('Yves Saint Laurent', [
    {
      id: 'ysl-libre-edp', name: 'Libre Eau de Parfum 90ml', category: 'Women',
      price: 158, rating: 4.7, reviews: 2436, stock: 44, added: '2024-12-07',
      tags: ['floral', 'vanilla', 'aromatic', 'signature', 'bestseller'],
      description: 'French lavender and Moroccan orange blossom on a burning base of Madagascar vanilla and ambergris musk. The scent of freedom.',
    },
    {
      id: 'ysl-black-opium-edp', name: 'Black Opium Eau de Parfum 90ml', category: 'Women',
      price: 155, rating: 4.7, reviews: 3560, stock: 0, added: '2024-12-07',
      tags: ['gourmand', 'vanilla', 'evening', 'bestseller'],
      description: 'Black coffee and pink pepper meet orange blossom and jasmine over vanilla, patchouli and cedar. An adrenaline rush of a gourmand.',
    },
    {
      id: 'ysl-y-edp', name: 'Y Eau de Parfum 100ml', category: 'Men',
      price: 160, rating: 4.6, reviews: 1980, stock: 52, added: '2025-01-28',
      tags: ['fresh', 'aromatic', 'woody', 'office'],
      description: 'Crisp apple, ginger and bergamot over sage and juniper, deepened by amberwood, tonka bean and vetiver. Fresh with an intense edge.',
    },
    {
      id: 'ysl-la-nuit-de-lhomme-edt', name: "La Nuit de L'Homme Eau de Toilette 100ml", category: 'Men',
      price: 135, rating: 4.5, reviews: 1745, stock: 5, added: '2025-03-11',
      tags: ['spicy', 'aromatic', 'evening'],
      description: 'Cardamom and bergamot glide over lavender and cedar, with a smoky trail of vetiver and caraway. Seductive after dark.',
    },
    {
      id: 'ysl-mon-paris-edp', name: 'Mon Paris Eau de Parfum 90ml', category: 'Women',
      price: 140, rating: 4.4, reviews: 1120, stock: 29, added: '2025-05-14',
      tags: ['fruity', 'floral', 'musk', 'daytime'],
      description: 'Strawberry, raspberry and pear swirl around white datura and jasmine, on white musk and patchouli. A heady love story.',
    },
    {
      id: 'ysl-tuxedo-edp', name: 'Le Vestiaire Tuxedo Eau de Parfum 75ml', category: 'Unisex',
      price: 275, rating: 4.6, reviews: 356, stock: 11, added: '2025-09-02',
      tags: ['oriental', 'spicy', 'vanilla', 'evening'],
      description: 'Violet leaf and coriander lead to rose and lily of the valley, then patchouli, ambergris and bourbon vanilla. Sharp as an evening suit.',
    },
  ]),
  house('Lancôme', [
    {
      id: 'lancome-la-vie-est-belle-edp', name: 'La Vie est Belle Eau de Parfum 100ml', category: 'Women',
      price: 160, rating: 4.7, reviews: 3210, stock: 66, added: '2024-12-12',
      tags: ['gourmand', 'floral', 'vanilla', 'bestseller'],
      description: 'Blackcurrant and pear over iris, jasmine and orange blossom, on a sweet trail of praline, vanilla and patchouli. A declaration of happiness.',
    },
    {
      id: 'lancome-idole-edp', name: 'Idôle Eau de Parfum 50ml', category: 'Women',
      price: 110, rating: 4.3, reviews: 642, stock: 38, added: '2025-04-01',
      tags: ['floral', 'musk', 'fresh', 'daytime'],
      description: 'A clean rose chypre: pear and bergamot, a bright rose-jasmine heart and white musk, vanilla and cedar in a slim modern flacon.',
    },
    {
      id: 'lancome-tresor-edp', name: 'Trésor Eau de Parfum 100ml', category: 'Women',
      price: 130, cost: 158, rating: 4.5, reviews: 1014, stock: 15, added: '2025-02-06',
      tags: ['floral', 'powdery', 'fruity', 'signature'],
      description: 'Peach and apricot blossom on rose, iris and lilac, softened by vanilla, amber and sandalwood. A timeless embrace, now on promotion.',
    },
    {
      id: 'lancome-la-nuit-tresor-edp', name: 'La Nuit Trésor Eau de Parfum 75ml', category: 'Women',
      price: 140, rating: 4.5, reviews: 878, stock: 8, added: '2025-10-22',
      tags: ['gourmand', 'oriental', 'fruity', 'evening'],
      description: 'Raspberry and pear, black rose and lychee, drawn into vanilla orchid, praline, incense and patchouli. A love potion for the night.',
    },
    {
      id: 'lancome-miracle-edp', name: 'Miracle Eau de Parfum 100ml', category: 'Women',
      price: 115, rating: 4.3, reviews: 588, stock: 55, added: '2025-05-27',
      tags: ['floral', 'spicy', 'fresh', 'daytime'],
      description: 'Lychee and freesia over magnolia, ginger and pepper, on amber and musk. A burst of optimism.',
    },
  ]),
  house('Givenchy', [
    {
      id: 'givenchy-linterdit-edp', name: "L'Interdit Eau de Parfum 80ml", category: 'Women',
      price: 140, rating: 4.6, reviews: 1287, stock: 47, added: '2025-01-16',
      tags: ['floral', 'woody', 'evening'],
      description: 'White flowers — orange blossom, jasmine sambac and tuberose — shadowed by patchouli, vetiver and ambroxan. Forbidden and irresistible.',
    },
    {
      id: 'givenchy-gentleman-edp', name: 'Gentleman Eau de Parfum 100ml', category: 'Men',
      price: 130, rating: 4.5, reviews: 934, stock: 21, added: '2025-02-24',
      tags: ['powdery', 'woody', 'vanilla', 'office'],
      description: 'Black pepper and lavender over a powdery iris, finishing on black vanilla and patchouli. Elegance with a rebellious streak.',
    },
    {
      id: 'givenchy-irresistible-edp', name: 'Irresistible Eau de Parfum 80ml', category: 'Women',
      price: 135, rating: 4.3, reviews: 506, stock: 1, added: '2025-06-27',
      tags: ['floral', 'fruity', 'musk', 'daytime'],
      description: 'A luminous rose brightened by pear and ambrette, on musk and blond woods. Airy, joyful and irresistibly fresh.',
    },
    {
      id: 'givenchy-gentleman-society-edp', name: 'Gentleman Society Eau de Parfum 100ml', category: 'Men',
      price: 140, rating: 4.2, reviews: 74, stock: 34, added: '2026-09-01',
      tags: ['aromatic', 'woody', 'vanilla', 'new'],
      description: 'Sage and cardamom frame a wild narcissus, softened by vetiver, sandalwood and a creamy vanilla. A new take on the modern gentleman.',
    },
  ]),
  house('Maison Francis Kurkdjian', [
    {
      id: 'mfk-baccarat-rouge-540-edp', name: 'Baccarat Rouge 540 Eau de Parfum 70ml', category: 'Unisex',
      price: 325, rating: 4.8, reviews: 2742, stock: 18, added: '2024-12-01',
      tags: ['amber', 'woody', 'floral', 'signature', 'bestseller'],
      description: 'Saffron and jasmine crystallise over amberwood, ambergris and fir resin. A luminous, airy trail that everyone asks about.',
    },
    {
      id: 'mfk-grand-soir-edp', name: 'Grand Soir Eau de Parfum 70ml', category: 'Unisex',
      price: 265, rating: 4.7, reviews: 812, stock: 13, added: '2025-01-31',
      tags: ['amber', 'vanilla', 'evening', 'winter'],
      description: 'Benzoin, tonka bean and vanilla in a golden amber that glows like Paris on a winter evening.',
    },
    {
      id: 'mfk-aqua-universalis-edt', name: 'Aqua Universalis Eau de Toilette 70ml', category: 'Unisex',
      price: 215, rating: 4.5, reviews: 430, stock: 26, added: '2025-05-20',
      tags: ['fresh', 'citrus', 'musk', 'daytime'],
      description: 'Bergamot and lemon over lily of the valley and a clean, laundered musk. The scent of fresh linen in the sun.',
    },
    {
      id: 'mfk-gentle-fluidity-gold-edp', name: 'Gentle Fluidity Gold Eau de Parfum 70ml', category: 'Unisex',
      price: 245, rating: 4.4, reviews: 296, stock: 6, added: '2025-08-09',
      tags: ['musk', 'vanilla', 'spicy', 'evening'],
      description: 'Juniper, nutmeg and coriander curl around a soft blend of musk, amberwood and vanilla. Sensual and golden.',
    },
    {
      id: 'mfk-a-la-rose-edp', name: 'À la rose Eau de Parfum 70ml', category: 'Women',
      price: 265, rating: 4.6, reviews: 377, stock: 20, added: '2025-03-17',
      tags: ['floral', 'citrus', 'daytime'],
      description: 'Two hundred and fifty Damask and Centifolia roses brightened by bergamot and orange, with violet, magnolia, cedar and musk.',
    },
  ]),
  house('Parfums de Marly', [
    {
      id: 'pdm-layton-edp', name: 'Layton Eau de Parfum 125ml', category: 'Men',
      price: 335, rating: 4.8, reviews: 1654, stock: 25, added: '2024-12-16',
      tags: ['aromatic', 'spicy', 'vanilla', 'evening', 'bestseller'],
      description: 'Apple, lavender and bergamot over geranium and jasmine, with vanilla, cardamom, sandalwood and guaiac. Regal and addictive.',
    },
    {
      id: 'pdm-delina-edp', name: 'Delina Eau de Parfum 75ml', category: 'Women',
      price: 335, rating: 4.7, reviews: 1233, stock: 0, added: '2025-01-05',
      tags: ['floral', 'fruity', 'musk', 'signature'],
      description: 'Lychee, rhubarb and bergamot around a Turkish rose and peony, on vanilla, cashmeran and musk. A modern floral in pink crystal.',
    },
    {
      id: 'pdm-pegasus-edp', name: 'Pegasus Eau de Parfum 125ml', category: 'Men',
      price: 335, rating: 4.6, reviews: 702, stock: 16, added: '2025-04-15',
      tags: ['gourmand', 'vanilla', 'woody', 'evening'],
      description: 'Heliotrope and bitter almond warmed by lavender, jasmine, vanilla, sandalwood and amber. Creamy, noble and smooth.',
    },
    {
      id: 'pdm-herod-edp', name: 'Herod Eau de Parfum 125ml', category: 'Men',
      price: 335, rating: 4.5, reviews: 518, stock: 10, added: '2025-11-03',
      tags: ['spicy', 'amber', 'vanilla', 'winter'],
      description: 'Cinnamon and pepper over tobacco leaf and incense, settling on labdanum, vanilla, cedar and musk. Rich and regal.',
    },
  ]),
  house('Kilian Paris', [
    {
      id: 'kilian-angels-share-edp', name: "Angels' Share Eau de Parfum 50ml", category: 'Unisex',
      price: 265, rating: 4.7, reviews: 1421, stock: 5, added: '2025-02-02',
      tags: ['gourmand', 'spicy', 'vanilla', 'evening', 'bestseller'],
      description: 'Cognac, cinnamon and tonka bean over oak, praline and vanilla. Named after the share of spirit that evaporates as it ages.',
    },
    {
      id: 'kilian-love-dont-be-shy-edp', name: "Love, Don't Be Shy Eau de Parfum 50ml", category: 'Women',
      price: 265, rating: 4.6, reviews: 867, stock: 23, added: '2025-03-23',
      tags: ['gourmand', 'floral', 'vanilla', 'evening'],
      description: 'Neroli and orange blossom melt into marshmallow, caramel, vanilla and musk. A sweet, seductive whisper.',
    },
    {
      id: 'kilian-black-phantom-edp', name: 'Black Phantom "Memento Mori" Eau de Parfum 50ml', category: 'Unisex',
      price: 265, cost: null, rating: 4.5, reviews: 489, stock: 14, added: '2025-10-30',
      tags: ['gourmand', 'woody', 'evening', 'winter'],
      description: 'Dark rum, black coffee and bitter chocolate over caramel, sandalwood and vetiver. A sweet poison with a smile.',
    },
    {
      id: 'kilian-good-girl-gone-bad-edp', name: 'Good Girl Gone Bad Eau de Parfum 50ml', category: 'Women',
      price: 265, rating: 4.4, reviews: 355, stock: 30, added: '2025-07-07',
      tags: ['floral', 'fruity', 'evening'],
      description: 'Osmanthus, jasmine and May rose entangled with tuberose and narcissus, on a faint amber. A garden with a wicked streak.',
    },
  ]),
];
