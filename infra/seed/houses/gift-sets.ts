import { house } from '../catalog-entry';

/** The Gifts category: gift sets, discovery sets and travel sprays, from many houses. */
export const giftSets = [
  house('Chanel', [
    {
      id: 'chanel-bleu-de-chanel-twist-spray-set', name: 'Bleu de Chanel Twist and Spray Set 3×20ml', category: 'Gifts',
      price: 165, rating: 4.8, reviews: 612, stock: 24, added: '2025-11-12',
      tags: ['woody', 'aromatic', 'gift', 'travel'],
      description: 'Three refillable 20ml travel sprays of Bleu de Chanel Eau de Parfum: grapefruit, incense and sandalwood, in a pocket-sized case.',
      family: 'Woody',
      concentration: 'Eau de Parfum',
      notes: { top: ['Grapefruit', 'Lemon', 'Mint', 'Pink Pepper', 'Bergamot', 'Aldehydes'], heart: ['Ginger', 'Nutmeg', 'Jasmine', 'Melon'], base: ['Incense', 'Amber', 'Cedar', 'Sandalwood', 'Patchouli', 'Labdanum'] },
    },
    {
      id: 'chanel-coco-mademoiselle-twist-spray-set', name: 'Coco Mademoiselle Twist and Spray Set 3×7ml', category: 'Gifts',
      price: 120, rating: 4.7, reviews: 488, stock: 26, added: '2025-11-12',
      tags: ['floral', 'citrus', 'gift', 'travel'],
      description: 'Three slim purse sprays of Coco Mademoiselle: orange, rose and jasmine over patchouli. Made for handbags and holidays.',
      family: 'Chypre',
      concentration: 'Eau de Parfum',
      notes: { top: ['Orange', 'Mandarin', 'Orange Blossom', 'Bergamot'], heart: ['Rose', 'Jasmine', 'Mimosa', 'Ylang-Ylang'], base: ['Patchouli', 'Vanilla', 'Vetiver', 'White Musk', 'Tonka Bean', 'Opoponax'] },
    },
  ]),
  house('Dior', [
    {
      id: 'dior-sauvage-gift-set', name: 'Sauvage Eau de Parfum Gift Set 100ml + 10ml', category: 'Gifts',
      price: 180, rating: 4.7, reviews: 734, stock: 36, added: '2025-11-20',
      tags: ['fresh', 'spicy', 'gift', 'bestseller'],
      description: 'Sauvage Eau de Parfum 100ml with a 10ml travel spray, boxed and ribboned. Bergamot, pepper and ambroxan to give.',
      family: 'Aromatic/Fougère',
      concentration: 'Eau de Parfum',
      notes: { top: ['Bergamot'], heart: ['Szechuan Pepper', 'Lavender', 'Star Anise', 'Nutmeg'], base: ['Ambroxan', 'Vanilla'] },
    },
    {
      id: 'dior-miss-dior-discovery-set', name: 'Miss Dior Discovery Set 4×5ml', category: 'Gifts',
      price: 85, rating: 4.5, reviews: 301, stock: 9, added: '2026-03-04',
      tags: ['floral', 'fruity', 'gift', 'discovery'],
      description: 'Four miniatures of the Miss Dior family, from the rosy Eau de Parfum to the fresh Blooming Bouquet. Find your Miss Dior.',
      family: 'Floral',
      notes: { top: ['Gardenia', 'Galbanum', 'Clary Sage', 'Bergamot', 'Aldehydes'], heart: ['Carnation', 'Iris', 'Jasmine', 'Narcissus', 'Neroli', 'Rose'], base: ['Leather', 'Oakmoss', 'Patchouli', 'Sandalwood', 'Labdanum', 'Vetiver'] },
    },
  ]),
  house('Yves Saint Laurent', [
    {
      id: 'ysl-libre-gift-set', name: 'Libre Eau de Parfum Gift Set 90ml + 10ml', category: 'Gifts',
      price: 170, rating: 4.7, reviews: 402, stock: 28, added: '2025-11-25',
      tags: ['floral', 'vanilla', 'gift'],
      description: 'Libre Eau de Parfum 90ml and a 10ml travel spray: lavender, orange blossom and vanilla, in a gold-stamped box.',
      family: 'Floral',
      concentration: 'Eau de Parfum',
      notes: { top: ['Lavender', 'Mandarin', 'Blackcurrant', 'Petitgrain'], heart: ['Orange Blossom', 'Jasmine'], base: ['Vanilla', 'Musk', 'Cedar', 'Ambergris'] },
    },
    {
      id: 'ysl-black-opium-travel-spray', name: 'Black Opium Eau de Parfum Travel Spray 10ml', category: 'Gifts',
      price: 38, rating: 4.6, reviews: 1122, stock: 84, added: '2025-06-11',
      tags: ['gourmand', 'vanilla', 'travel', 'gift'],
      description: 'Coffee, white flowers and vanilla in a purse-sized spray. A stocking filler that never fails.',
      family: 'Gourmand',
      concentration: 'Eau de Parfum',
      notes: { top: ['Pear', 'Pink Pepper', 'Orange Blossom'], heart: ['Coffee', 'Jasmine', 'Almond', 'Licorice'], base: ['Vanilla', 'Patchouli', 'Cedar', 'Cashmere Wood'] },
    },
  ]),
  house('Giorgio Armani', [
    {
      id: 'armani-acqua-di-gio-gift-set', name: 'Acqua di Giò Gift Set 75ml + 15ml + Shower Gel', category: 'Gifts',
      price: 135, rating: 4.6, reviews: 357, stock: 31, added: '2025-11-28',
      tags: ['aquatic', 'fresh', 'gift'],
      description: 'Acqua di Giò Eau de Parfum 75ml, a 15ml travel spray and a 75ml shower gel. Marine notes and bergamot, from shower to evening.',
      family: 'Aquatic',
      concentration: 'Eau de Parfum',
      notes: { top: ['Sea Notes', 'Mandarin'], heart: ['Clary Sage', 'Rosemary'], base: ['Vetiver', 'Patchouli', 'Mineral Notes'] },
    },
  ]),
  house('Jo Malone London', [
    {
      id: 'jo-malone-cologne-collection', name: 'Cologne Collection 5×9ml', category: 'Gifts',
      price: 120, rating: 4.8, reviews: 938, stock: 2, added: '2025-12-01',
      tags: ['citrus', 'floral', 'gift', 'discovery', 'bestseller'],
      description: 'Five of the house’s best-loved colognes, from Lime Basil & Mandarin to English Pear & Freesia, ready for scent combining.',
      family: 'Fresh/Citrus',
    },
  ]),
  house('Byredo', [
    {
      id: 'byredo-la-selection-nomade', name: 'La Sélection Nomade 3×12ml', category: 'Gifts',
      price: 150, rating: 4.5, reviews: 264, stock: 14, added: '2025-12-04',
      tags: ['woody', 'musk', 'gift', 'discovery'],
      description: 'Gypsy Water, Mojave Ghost and Bal d’Afrique in three 12ml travel sprays. A wandering trio of woods, musks and flowers.',
      family: 'Woody',
    },
  ]),
  house('Maison Francis Kurkdjian', [
    {
      id: 'mfk-baccarat-rouge-540-travel-trio', name: 'Baccarat Rouge 540 Travel Spray Trio 3×11ml', category: 'Gifts',
      price: 290, rating: 4.8, reviews: 417, stock: 0, added: '2025-12-06',
      tags: ['amber', 'woody', 'gift', 'travel'],
      description: 'Three 11ml refills of Baccarat Rouge 540 in a travel case. Saffron, jasmine and amberwood, wherever you go.',
      family: 'Amber/Oriental',
      concentration: 'Eau de Parfum',
      notes: { top: ['Saffron', 'Jasmine'], heart: ['Amberwood', 'Ambergris'], base: ['Resins', 'Cedar'] },
    },
  ]),
  house('Creed', [
    {
      id: 'creed-mens-discovery-set', name: "Men's Discovery Set 6×1.7ml", category: 'Gifts',
      price: 85, cost: null, rating: 4.4, reviews: 205, stock: 22, added: '2026-01-15',
      tags: ['fruity', 'woody', 'gift', 'discovery'],
      description: 'Aventus, Green Irish Tweed, Silver Mountain Water and three more of the house’s classics in sample vials. Try before the flacon.',
      family: 'Woody',
    },
  ]),
  house('Tom Ford', [
    {
      id: 'tom-ford-private-blend-discovery', name: 'Private Blend Discovery Collection 12×2ml', category: 'Gifts',
      price: 185, rating: 4.5, reviews: 331, stock: 9, added: '2026-02-10',
      tags: ['oud', 'gourmand', 'gift', 'discovery'],
      description: 'Twelve Private Blend fragrances, from Oud Wood to Lost Cherry and Tobacco Vanille, in a lacquered box.',
      family: 'Woody',
    },
  ]),
  house('Kilian Paris', [
    {
      id: 'kilian-liquors-discovery-set', name: 'The Liquors Discovery Set 4×7.5ml', category: 'Gifts',
      price: 150, rating: 4.6, reviews: 188, stock: 12, added: '2026-04-22',
      tags: ['gourmand', 'spicy', 'gift', 'discovery'],
      description: "Angels' Share, Roses on Ice and two more spirited creations in refillable travel sprays. Cognac, rum and spice to share.",
      family: 'Gourmand',
    },
  ]),
  house('Parfums de Marly', [
    {
      id: 'pdm-discovery-set-for-him', name: 'Discovery Set for Him 6×1.5ml', category: 'Gifts',
      price: 70, rating: 4.5, reviews: 243, stock: 40, added: '2026-05-13',
      tags: ['aromatic', 'spicy', 'gift', 'discovery'],
      description: 'Layton, Pegasus, Herod and three more Marly signatures in sample sprays. A royal tour of the house.',
      family: 'Amber/Oriental',
    },
  ]),
  house('Carolina Herrera', [
    {
      id: 'ch-good-girl-gift-set', name: 'Good Girl Gift Set 80ml + Body Lotion + 10ml', category: 'Gifts',
      price: 155, rating: 4.6, reviews: 296, stock: 18, added: '2025-11-30',
      tags: ['gourmand', 'floral', 'gift'],
      description: 'Good Girl Eau de Parfum 80ml, a 100ml body lotion and a 10ml travel spray. Coffee, tuberose and cocoa, layered.',
      family: 'Amber/Oriental',
      concentration: 'Eau de Parfum',
      notes: { top: ['Almond', 'Coffee', 'Bergamot', 'Lemon'], heart: ['Tuberose', 'Jasmine Sambac', 'Orange Blossom', 'Iris', 'Rose'], base: ['Tonka Bean', 'Cocoa', 'Vanilla', 'Praline', 'Sandalwood', 'Musk'] },
    },
  ]),
  house('Lancôme', [
    {
      id: 'lancome-la-vie-est-belle-holiday-set', name: 'La Vie est Belle Holiday Set 100ml + Body Lotion + 10ml', category: 'Gifts',
      price: 175, rating: 4.7, reviews: 352, stock: 13, added: '2025-11-22',
      tags: ['gourmand', 'vanilla', 'gift', 'limited'],
      description: 'La Vie est Belle Eau de Parfum 100ml with a 50ml body lotion and a 10ml travel spray. Iris, praline and vanilla for the holidays.',
      family: 'Gourmand',
      concentration: 'Eau de Parfum',
      notes: { top: ['Blackcurrant', 'Pear'], heart: ['Iris', 'Jasmine', 'Orange Blossom'], base: ['Praline', 'Vanilla', 'Patchouli', 'Tonka Bean'] },
    },
  ]),
  house('Versace', [
    {
      id: 'versace-eros-gift-set', name: 'Eros Gift Set 100ml + 10ml + Shower Gel', category: 'Gifts',
      price: 120, cost: 145, rating: 4.5, reviews: 516, stock: 33, added: '2025-11-18',
      tags: ['fresh', 'vanilla', 'gift'],
      description: 'Eros Eau de Toilette 100ml, a 10ml travel spray and a 150ml shower gel. Mint, green apple and vanilla, on promotion.',
      family: 'Aromatic/Fougère',
      concentration: 'Eau de Toilette',
      notes: { top: ['Mint', 'Apple', 'Lemon'], heart: ['Tonka Bean', 'Ambroxan', 'Geranium'], base: ['Vanilla', 'Vetiver', 'Oakmoss', 'Cedar'] },
    },
  ]),
  house('Dolce & Gabbana', [
    {
      id: 'dg-light-blue-travel-duo', name: 'Light Blue Travel Duo 2×20ml', category: 'Gifts',
      price: 95, rating: 4.4, reviews: 275, stock: 47, added: '2026-06-09',
      tags: ['citrus', 'fresh', 'travel', 'summer'],
      description: 'Light Blue and Light Blue Pour Homme in two 20ml sprays. Sicilian lemon for two, packed for the beach.',
      family: 'Fresh/Citrus',
      notes: { top: ['Lemon', 'Apple'], heart: ['Bamboo', 'Jasmine', 'Rose'], base: ['Cedar', 'Musk', 'Amber'] },
    },
  ]),
  house('Burberry', [
    {
      id: 'burberry-her-mini-set', name: 'Her Miniature Collection 4×5ml', category: 'Gifts',
      price: 75, rating: 4.3, reviews: 162, stock: 56, added: '2026-07-21',
      tags: ['fruity', 'floral', 'gift', 'discovery'],
      description: 'Four miniatures of the Her family, from the berry-bright Eau de Parfum to the floral Elixir. A small London collection.',
      family: 'Fruity',
      notes: { top: ['Strawberry', 'Raspberry', 'Blackberry', 'Cherry', 'Blackcurrant', 'Mandarin'], heart: ['Violet', 'Jasmine'], base: ['Musk', 'Amber', 'Patchouli', 'Vanilla', 'Oakmoss', 'Woody Notes'] },
    },
  ]),
  house('Gucci', [
    {
      id: 'gucci-bloom-gift-set', name: 'Bloom Gift Set 100ml + Body Lotion + 7.4ml', category: 'Gifts',
      price: 165, rating: 4.5, reviews: 210, stock: 7, added: '2025-11-26',
      tags: ['floral', 'green', 'gift'],
      description: 'Bloom Eau de Parfum 100ml, a 100ml body lotion and a rollerball. Tuberose and jasmine, wrapped for giving.',
      family: 'Floral',
      concentration: 'Eau de Parfum',
      notes: { top: ['Tuberose', 'Jasmine'], heart: ['Jasmine Sambac', 'Rangoon Creeper'], base: ['Iris', 'Musk'] },
    },
  ]),
  house('Viktor&Rolf', [
    {
      id: 'viktor-rolf-flowerbomb-gift-set', name: 'Flowerbomb Gift Set 100ml + 10ml + Body Cream', category: 'Gifts',
      price: 195, rating: 4.7, reviews: 248, stock: 15, added: '2026-08-27',
      tags: ['floral', 'gourmand', 'gift', 'new'],
      description: 'Flowerbomb Eau de Parfum 100ml, a 10ml travel spray and a 40ml body cream. Jasmine, orchid and patchouli, gift-wrapped.',
      family: 'Floral',
      concentration: 'Eau de Parfum',
      notes: { top: ['Tea', 'Bergamot', 'Osmanthus'], heart: ['Orchid', 'Jasmine Sambac', 'Rose', 'Freesia'], base: ['Patchouli', 'Musk'] },
    },
  ]),
  house('Valentino', [
    {
      id: 'valentino-born-in-roma-travel-spray', name: 'Born in Roma Donna Travel Spray 15ml', category: 'Gifts',
      price: 48, rating: 4.4, reviews: 96, stock: 61, added: '2026-09-16',
      tags: ['floral', 'vanilla', 'travel', 'new'],
      description: 'Jasmine and bourbon vanilla in a studded 15ml spray. Rome, in your pocket.',
      family: 'Floral',
      concentration: 'Eau de Parfum',
      notes: { top: ['Blackcurrant', 'Pink Pepper', 'Bergamot'], heart: ['Jasmine Sambac', 'Jasmine', 'Tea'], base: ['Vanilla', 'Cashmeran', 'Guaiac Wood'] },
    },
  ]),
  house('Hermès', [
    {
      id: 'hermes-terre-dhermes-travel-spray', name: "Terre d'Hermès Refillable Travel Spray 15ml", category: 'Gifts',
      price: 65, rating: 4.5, reviews: 121, stock: 8, added: '2026-10-28',
      tags: ['woody', 'citrus', 'travel', 'new'],
      description: 'Orange, flint and vetiver in a refillable 15ml spray with a leather-look sleeve. The earth, on the move.',
      family: 'Woody',
      concentration: 'Eau de Toilette',
      notes: { top: ['Orange', 'Grapefruit'], heart: ['Pepper', 'Geranium', 'Mineral Notes'], base: ['Vetiver', 'Cedar', 'Patchouli', 'Benzoin'] },
    },
  ]),
  house('Guerlain', [
    {
      id: 'guerlain-aqua-allegoria-discovery', name: 'Aqua Allegoria Discovery Set 5×7.5ml', category: 'Gifts',
      price: 95, rating: 3.9, reviews: 87, stock: 0, added: '2026-05-30',
      tags: ['citrus', 'fruity', 'gift', 'discovery'],
      description: 'Five Aqua Allegoria colognes, from Pera Granita to Mandarine Basilic. A garden of fruit and flowers in miniature.',
      family: 'Fresh/Citrus',
    },
  ]),
  house('Prada', [
    {
      id: 'prada-paradoxe-gift-set', name: 'Paradoxe Gift Set 90ml + 10ml', category: 'Gifts',
      price: 165, rating: 4.4, reviews: 0, stock: 20, added: '2026-11-14',
      tags: ['floral', 'amber', 'gift', 'new'],
      description: 'Paradoxe Eau de Parfum 90ml with a 10ml refill, in a sculpted box. Neroli, amber and white musk.',
      family: 'Floral',
      concentration: 'Eau de Parfum',
      notes: { top: ['Pear', 'Bergamot', 'Mandarin'], heart: ['Neroli', 'Jasmine'], base: ['Amber', 'Vanilla', 'White Musk', 'Ambroxan'] },
    },
  ]),
];
