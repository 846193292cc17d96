import { house } from '../catalog-entry';

/** American houses: Calvin Klein, Marc Jacobs, Narciso Rodriguez, Estée Lauder, Ralph Lauren. */
export const american = [
  house('Calvin Klein', [
    {
      id: 'ck-one-edt', name: 'CK One Eau de Toilette 200ml', category: 'Unisex',
      price: 78, rating: 4.3, reviews: 2381, stock: 88, added: '2024-12-11',
      tags: ['citrus', 'fresh', 'musk', 'daytime', 'bestseller'],
      description: 'Bergamot, cardamom and green tea over a clean musk and amber. The shared scent of the nineties, still effortless.',
    },
    {
      id: 'ck-be-edt', name: 'CK Be Eau de Toilette 200ml', category: 'Unisex',
      price: 68, rating: 4.1, reviews: 874, stock: 64, added: '2025-03-03',
      tags: ['musk', 'aromatic', 'fresh', 'daytime'],
      description: 'Lavender, mint and juniper over a soft musk and sandalwood. Quiet, clean and simply itself.',
    },
    {
      id: 'ck-eternity-edp', name: 'Eternity Eau de Parfum 100ml', category: 'Women',
      price: 110, rating: 4.4, reviews: 1245, stock: 42, added: '2025-01-06',
      tags: ['floral', 'green', 'powdery', 'daytime'],
      description: 'Freesia, lily and white rose over sandalwood and patchouli. A clean, romantic classic.',
    },
    {
      id: 'ck-euphoria-edp', name: 'Euphoria Eau de Parfum 100ml', category: 'Women',
      price: 115, rating: 4.3, reviews: 993, stock: 0, added: '2025-02-16',
      tags: ['fruity', 'floral', 'oriental', 'evening'],
      description: 'Pomegranate and persimmon over black orchid and lotus, on amber and mahogany. Exotic and seductive.',
    },
    {
      id: 'ck-eternity-for-men-edt', name: 'Eternity for Men Eau de Toilette 100ml', category: 'Men',
      price: 90, rating: 4.3, reviews: 1134, stock: 55, added: '2025-01-11',
      tags: ['aromatic', 'citrus', 'woody', 'office'],
      description: 'Lavender, mandarin and sage over sandalwood and vetiver. Timeless and clean.',
    },
    {
      id: 'ck-obsession-for-men-edt', name: 'Obsession for Men Eau de Toilette 125ml', category: 'Men',
      price: 80, rating: 4.1, reviews: 422, stock: 36, added: '2025-08-12',
      tags: ['spicy', 'amber', 'woody', 'evening'],
      description: 'Mandarin and lavender over nutmeg, cinnamon and amber. The warm, spiced icon of the eighties.',
    },
  ]),
  house('Marc Jacobs', [
    {
      id: 'marc-jacobs-daisy-edt', name: 'Daisy Eau de Toilette 100ml', category: 'Women',
      price: 130, rating: 4.6, reviews: 2622, stock: 67, added: '2024-12-05',
      tags: ['floral', 'fruity', 'fresh', 'daytime', 'bestseller'],
      description: 'Wild strawberry and violet leaf over gardenia and jasmine, on a soft vanilla musk. Sweet, simple and sunny.',
    },
    {
      id: 'marc-jacobs-perfect-edp', name: 'Perfect Eau de Parfum 100ml', category: 'Women',
      price: 140, rating: 4.3, reviews: 745, stock: 27, added: '2025-04-07',
      tags: ['floral', 'gourmand', 'woody', 'signature'],
      description: 'Rhubarb and daffodil over almond milk and cashmeran. An ode to being perfectly imperfect.',
    },
    {
      id: 'marc-jacobs-daisy-love-edt', name: 'Daisy Love Eau de Toilette 100ml', category: 'Women',
      price: 125, rating: 4.4, reviews: 988, stock: 50, added: '2025-02-01',
      tags: ['floral', 'gourmand', 'musk', 'daytime'],
      description: 'Cloudberry and daisy tree petals over a driftwood musk. A sweet, sunny floral.',
    },
    {
      id: 'marc-jacobs-daisy-eau-so-fresh-edt', name: 'Daisy Eau So Fresh Eau de Toilette 125ml', category: 'Women',
      price: 135, rating: 4.5, reviews: 1310, stock: 4, added: '2025-03-16',
      tags: ['fruity', 'floral', 'fresh', 'summer'],
      description: 'Raspberry, grapefruit and pear over wild rose and violet. Bright and playful as a spring day.',
    },
    {
      id: 'marc-jacobs-daisy-wild-edp', name: 'Daisy Wild Eau de Parfum 100ml', category: 'Women',
      price: 140, rating: 4.2, reviews: 92, stock: 43, added: '2026-06-24',
      tags: ['floral', 'fruity', 'vanilla', 'daytime'],
      description: 'Banana blossom and jasmine over a vanilla and sandalwood base. Daisy, a little untamed.',
    },
  ]),
  house('Narciso Rodriguez', [
    {
      id: 'narciso-for-her-edt', name: 'For Her Eau de Toilette 100ml', category: 'Women',
      price: 130, rating: 4.5, reviews: 1422, stock: 39, added: '2025-01-19',
      tags: ['musk', 'floral', 'woody', 'signature'],
      description: 'A heart of musk wrapped in orange blossom and osmanthus, on vetiver and patchouli. Sensual and timeless.',
    },
    {
      id: 'narciso-narciso-edp', name: 'Narciso Eau de Parfum 90ml', category: 'Women',
      price: 140, rating: 4.5, reviews: 733, stock: 30, added: '2025-03-29',
      tags: ['musk', 'powdery', 'floral', 'evening'],
      description: 'Gardenia and rose over a cocoon of musk and vetiver. Sculptural and soft.',
    },
    {
      id: 'narciso-musc-noir-rose-edp', name: 'For Her Musc Noir Rose Eau de Parfum 100ml', category: 'Women',
      price: 145, rating: 4.3, reviews: 117, stock: 24, added: '2026-04-15',
      tags: ['musk', 'floral', 'fruity', 'evening'],
      description: 'A dark musk heart with black rose and plum. Deep, velvety and intimate.',
    },
    {
      id: 'narciso-all-of-me-edp', name: 'All of Me Eau de Parfum 90ml', category: 'Women',
      price: 140, rating: 4.1, reviews: 204, stock: 19, added: '2025-10-05',
      tags: ['floral', 'musk', 'powdery', 'daytime'],
      description: 'Geranium and rose over a sensual musk and vetiver. A floral that reveals all of her.',
    },
    {
      id: 'narciso-for-him-bleu-noir-edp', name: 'For Him Bleu Noir Eau de Parfum 100ml', category: 'Men',
      price: 115, rating: 4.5, reviews: 608, stock: 22, added: '2025-05-13',
      tags: ['musk', 'woody', 'spicy', 'evening'],
      description: 'Cardamom and nutmeg over a dark musk, vetiver and ebony wood. Deep blue and refined.',
    },
  ]),
  house('Estée Lauder', [
    {
      id: 'estee-lauder-beautiful-edp', name: 'Beautiful Eau de Parfum 100ml', category: 'Women',
      price: 120, rating: 4.4, reviews: 834, stock: 34, added: '2025-02-14',
      tags: ['floral', 'powdery', 'signature'],
      description: 'Rose, lily and tuberose in a bouquet of more than a hundred flowers, on sandalwood. The bride’s classic.',
    },
    {
      id: 'estee-lauder-pleasures-edp', name: 'Pleasures Eau de Parfum 100ml', category: 'Women',
      price: 110, rating: 4.5, reviews: 1016, stock: 47, added: '2025-01-31',
      tags: ['floral', 'fresh', 'green', 'daytime'],
      description: 'White lily, peony and violet leaf after the rain, over patchouli and sandalwood. Sheer and joyful.',
    },
    {
      id: 'estee-lauder-beautiful-magnolia-edp', name: 'Beautiful Magnolia Eau de Parfum 100ml', category: 'Women',
      price: 120, rating: 4.1, reviews: 176, stock: 26, added: '2025-09-23',
      tags: ['floral', 'fruity', 'musk', 'daytime'],
      description: 'Creamy magnolia with blackberry and a silky musk. A fresh, airy bouquet.',
    },
    {
      id: 'estee-lauder-white-linen-edp', name: 'White Linen Eau de Parfum 60ml', category: 'Women',
      price: 95, rating: 4.3, reviews: 289, stock: 1, added: '2025-07-03',
      tags: ['floral', 'powdery', 'fresh', 'office'],
      description: 'Sparkling aldehydes over rose, jasmine and lily, on vetiver and moss. Crisp as sheets drying in the sun.',
    },
  ]),
  house('Ralph Lauren', [
    {
      id: 'ralph-lauren-polo-blue-edt', name: 'Polo Blue Eau de Toilette 125ml', category: 'Men',
      price: 110, rating: 4.4, reviews: 1203, stock: 58, added: '2025-01-04',
      tags: ['aquatic', 'aromatic', 'fresh', 'summer'],
      description: 'Melon and cucumber over basil, sage and suede. The open sky over the ocean.',
    },
    {
      id: 'ralph-lauren-polo-red-edt', name: 'Polo Red Eau de Toilette 125ml', category: 'Men',
      price: 105, rating: 4.2, reviews: 615, stock: 35, added: '2025-05-25',
      tags: ['spicy', 'citrus', 'woody', 'evening'],
      description: 'Cranberry and Italian lemon over saffron, coffee and redwood. Fast, bold and red-hot.',
    },
    {
      id: 'ralph-lauren-ralphs-club-edp', name: "Ralph's Club Eau de Parfum 100ml", category: 'Men',
      price: 125, rating: 4.4, reviews: 342, stock: 18, added: '2025-10-26',
      tags: ['aromatic', 'woody', 'office'],
      description: 'Clary sage and lavandin over vetiver and a clean Virginia cedar. A night out in an elegant club.',
    },
    {
      id: 'ralph-lauren-romance-edp', name: 'Romance Eau de Parfum 100ml', category: 'Women',
      price: 110, rating: 4.3, reviews: 467, stock: 31, added: '2025-04-26',
      tags: ['floral', 'musk', 'daytime'],
      description: 'Rose, chamomile and marigold over a soft musk and oakmoss. Timeless, romantic love.',
    },
    {
      id: 'ralph-lauren-ralph-edt', name: 'Ralph Eau de Toilette 100ml', category: 'Women',
      price: 90, rating: 4.2, reviews: 396, stock: 53, added: '2025-06-20',
      tags: ['fruity', 'floral', 'fresh', 'summer'],
      description: 'Green apple, mandarin and freesia over a bright musk. Youthful and carefree.',
    },
  ]),
];
