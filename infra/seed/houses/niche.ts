import { house } from '../catalog-entry';

/** Niche and artisan houses: Creed, Jo Malone London, Byredo, Le Labo. */
export const niche = [
  house('Creed', [
    {
      id: 'creed-aventus-edp', name: 'Aventus Eau de Parfum 100ml', category: 'Men',
      price: 475, rating: 4.8, reviews: 2233, stock: 19, added: '2024-12-02',
      tags: ['fruity', 'woody', 'signature', 'bestseller'],
      description: 'Pineapple, blackcurrant and bergamot over birch and patchouli, with oakmoss, ambergris and musk. The modern icon of success.',
    },
    {
      id: 'creed-green-irish-tweed-edp', name: 'Green Irish Tweed Eau de Parfum 100ml', category: 'Men',
      price: 445, rating: 4.6, reviews: 811, stock: 11, added: '2025-01-18',
      tags: ['green', 'fresh', 'woody', 'daytime'],
      description: 'Lemon verbena and iris over violet leaves, with Mysore sandalwood and ambergris. A walk across the Irish countryside.',
    },
    {
      id: 'creed-silver-mountain-water-edp', name: 'Silver Mountain Water Eau de Parfum 100ml', category: 'Unisex',
      price: 445, rating: 4.5, reviews: 654, stock: 8, added: '2025-02-21',
      tags: ['fresh', 'green', 'musk', 'summer'],
      description: 'Bergamot and mandarin over green tea and blackcurrant, with musk, sandalwood and galbanum. Sparkling as an alpine stream.',
    },
    {
      id: 'creed-love-in-white-edp', name: 'Love in White Eau de Parfum 75ml', category: 'Women',
      price: 405, rating: 4.3, reviews: 298, stock: 15, added: '2025-05-10',
      tags: ['floral', 'powdery', 'daytime'],
      description: 'Orange zest, iris and rice husk over magnolia, jasmine and rose, on sandalwood, ambergris and vanilla. Pure and luminous.',
    },
    {
      id: 'creed-royal-oud-edp', name: 'Royal Oud Eau de Parfum 100ml', category: 'Unisex',
      price: 445, cost: null, rating: 4.4, reviews: 377, stock: 0, added: '2025-09-24',
      tags: ['oud', 'woody', 'spicy', 'evening'],
      description: 'Lemon and pink pepper over cedar, angelica and galbanum, with oud, sandalwood and tonka bean. A stately, resinous wood.',
    },
  ]),
  house('Jo Malone London', [
    {
      id: 'jo-malone-wood-sage-sea-salt-cologne', name: 'Wood Sage & Sea Salt Cologne 100ml', category: 'Unisex',
      price: 165, rating: 4.6, reviews: 2014, stock: 53, added: '2024-12-09',
      tags: ['aquatic', 'aromatic', 'woody', 'daytime', 'bestseller'],
      description: 'Ambrette seeds and sea salt over sage and red algae. A windswept walk along the English coast.',
    },
    {
      id: 'jo-malone-english-pear-freesia-cologne', name: 'English Pear & Freesia Cologne 100ml', category: 'Women',
      price: 165, rating: 4.6, reviews: 1845, stock: 42, added: '2024-12-09',
      tags: ['fruity', 'floral', 'daytime', 'signature'],
      description: 'Fresh King William pear wrapped in white freesia, mellowed by amber, patchouli and woods. Golden and autumnal.',
    },
    {
      id: 'jo-malone-peony-blush-suede-cologne', name: 'Peony & Blush Suede Cologne 100ml', category: 'Women',
      price: 165, rating: 4.5, reviews: 1296, stock: 5, added: '2025-02-13',
      tags: ['floral', 'fruity', 'leather', 'daytime'],
      description: 'Red apple over peony, jasmine, rose and gillyflower, on a soft blush suede. Charming and flirtatious.',
    },
    {
      id: 'jo-malone-lime-basil-mandarin-cologne', name: 'Lime Basil & Mandarin Cologne 100ml', category: 'Unisex',
      price: 165, rating: 4.5, reviews: 1533, stock: 47, added: '2025-01-02',
      tags: ['citrus', 'aromatic', 'fresh', 'summer'],
      description: 'Lime and mandarin with peppery basil and white thyme, on amber-tinged vetiver. The house signature since 1999.',
    },
    {
      id: 'jo-malone-myrrh-tonka-cologne-intense', name: 'Myrrh & Tonka Cologne Intense 100ml', category: 'Unisex',
      price: 230, rating: 4.7, reviews: 622, stock: 13, added: '2025-10-17',
      tags: ['amber', 'vanilla', 'aromatic', 'winter'],
      description: 'Lavender over Namibian myrrh, with tonka bean, vanilla and almond. Warm, resinous and quietly addictive.',
    },
  ]),
  house('Byredo', [
    {
      id: 'byredo-gypsy-water-edp', name: 'Gypsy Water Eau de Parfum 100ml', category: 'Unisex',
      price: 285, rating: 4.4, reviews: 934, stock: 24, added: '2024-12-23',
      tags: ['woody', 'aromatic', 'citrus', 'daytime'],
      description: 'Bergamot, lemon, pepper and juniper over incense, pine needles and orris, on sandalwood, vanilla and amber. Free-spirited and woody.',
    },
    {
      id: 'byredo-bal-dafrique-edp', name: "Bal d'Afrique Eau de Parfum 100ml", category: 'Unisex',
      price: 285, rating: 4.6, reviews: 1078, stock: 31, added: '2025-01-30',
      tags: ['floral', 'citrus', 'woody', 'signature'],
      description: 'Bergamot, lemon and neroli over African marigold, violet and jasmine, with vetiver, cedar and musk. A warm tribute to Paris in the 1920s.',
    },
    {
      id: 'byredo-mojave-ghost-edp', name: 'Mojave Ghost Eau de Parfum 100ml', category: 'Unisex',
      price: 285, rating: 4.5, reviews: 866, stock: 1, added: '2025-04-11',
      tags: ['musk', 'woody', 'floral', 'daytime'],
      description: 'Ambrette and sapodilla over violet and magnolia, with sandalwood, cedar and amber. A ghostly flower blooming in the desert.',
    },
    {
      id: 'byredo-blanche-edp', name: 'Blanche Eau de Parfum 50ml', category: 'Women',
      price: 210, rating: 4.2, reviews: 488, stock: 20, added: '2025-07-28',
      tags: ['musk', 'fresh', 'powdery', 'daytime'],
      description: 'Aldehydes, white rose and pink pepper over peony and violet, on blond woods and musk. Clean white linen, made scent.',
    },
    {
      id: 'byredo-super-cedar-edp', name: 'Super Cedar Eau de Parfum 100ml', category: 'Unisex',
      price: 285, rating: 4.3, reviews: 302, stock: 24, added: '2025-08-01',
      tags: ['woody', 'powdery', 'musk', 'office'],
      description: 'Cedarwood softened by rose, vetiver and a powdery musk. Clean, calm and quietly elegant.',
    },
  ]),
  house('Le Labo', [
    {
      id: 'le-labo-santal-33-edp', name: 'Santal 33 Eau de Parfum 100ml', category: 'Unisex',
      price: 335, rating: 4.6, reviews: 2587, stock: 21, added: '2024-12-11',
      tags: ['woody', 'leather', 'spicy', 'signature', 'bestseller'],
      description: 'Australian sandalwood and cedar, cardamom, iris and violet, with a smoky leather edge. The scent of a city in the 2010s.',
    },
    {
      id: 'le-labo-another-13-edp', name: 'Another 13 Eau de Parfum 100ml', category: 'Unisex',
      price: 335, cost: null, rating: 4.4, reviews: 1036, stock: 17, added: '2025-02-04',
      tags: ['musk', 'woody', 'daytime'],
      description: 'Ambroxan, jasmine, moss and a cloud of musks. Skin, only better.',
    },
    {
      id: 'le-labo-rose-31-edp', name: 'Rose 31 Eau de Parfum 100ml', category: 'Unisex',
      price: 335, rating: 4.3, reviews: 704, stock: 6, added: '2025-05-16',
      tags: ['floral', 'spicy', 'woody', 'evening'],
      description: 'Grasse rose made bold with cumin, cedar, agarwood and guaiac. A rose for everyone.',
    },
    {
      id: 'le-labo-the-noir-29-edp', name: 'Thé Noir 29 Eau de Parfum 100ml', category: 'Unisex',
      price: 335, rating: 4.5, reviews: 811, stock: 27, added: '2025-06-30',
      tags: ['woody', 'aromatic', 'fruity', 'evening'],
      description: 'Black tea leaves with fig, bergamot and bay leaves, on cedar, vetiver and dried tobacco. Smoky, leathery and dark.',
    },
    {
      id: 'le-labo-bergamote-22-edp', name: 'Bergamote 22 Eau de Parfum 100ml', category: 'Unisex',
      price: 335, rating: 4.3, reviews: 596, stock: 39, added: '2025-08-04',
      tags: ['citrus', 'fresh', 'musk', 'summer'],
      description: 'Bergamot and grapefruit with petitgrain and orange blossom, on vetiver, amber and musk. Citrus with a soul.',
    },
    {
      id: 'le-labo-lys-41-edp', name: 'Lys 41 Eau de Parfum 100ml', category: 'Unisex',
      price: 335, rating: 4.3, reviews: 211, stock: 8, added: '2025-10-10',
      tags: ['floral', 'vanilla', 'musk', 'evening'],
      description: 'Lily, tuberose and jasmine over a creamy vanilla and musk. A lush, luminous white floral.',
    },
  ]),
];
