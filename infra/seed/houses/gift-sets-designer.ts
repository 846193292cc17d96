import { house } from '../catalog-entry';

/** More of the Gifts category: boxed sets and minis from the designer houses. */
export const giftSetsDesigner = [
  house('Mugler', [
    {
      id: 'mugler-angel-gift-set', name: 'Angel Gift Set 100ml + Body Lotion', category: 'Gifts',
      price: 165, rating: 4.5, reviews: 211, stock: 17, added: '2025-11-21',
      tags: ['gourmand', 'vanilla', 'gift'],
      description: 'Angel Eau de Parfum 100ml with a 100ml perfuming body lotion. Praline, patchouli and vanilla, from skin to trail.',
      family: 'Gourmand',
      concentration: 'Eau de Parfum',
      notes: { top: ['Cotton Candy', 'Coconut', 'Melon', 'Mandarin', 'Bergamot'], heart: ['Honey', 'Red Berries', 'Blackberry', 'Apricot', 'Plum', 'Jasmine'], base: ['Patchouli', 'Chocolate', 'Caramel', 'Vanilla', 'Tonka Bean', 'Musk'] },
    },
  ]),
  house('Jean Paul Gaultier', [
    {
      id: 'jpg-le-male-gift-set', name: 'Le Male Gift Set 125ml + Shower Gel', category: 'Gifts',
      price: 120, rating: 4.6, reviews: 388, stock: 44, added: '2025-11-19',
      tags: ['aromatic', 'vanilla', 'gift', 'bestseller'],
      description: 'Le Male Eau de Toilette 125ml and a 75ml all-over shower gel, in the tin can box. Lavender, mint and vanilla.',
      family: 'Aromatic/Fougère',
      concentration: 'Eau de Toilette',
      notes: { top: ['Lavender', 'Mint', 'Cardamom', 'Bergamot', 'Artemisia'], heart: ['Cinnamon', 'Orange Blossom'], base: ['Vanilla', 'Tonka Bean', 'Sandalwood', 'Amber', 'Cedar'] },
    },
  ]),
  house('Paco Rabanne', [
    {
      id: 'paco-rabanne-1-million-gift-set', name: '1 Million Gift Set 100ml + 10ml', category: 'Gifts',
      price: 115, rating: 4.5, reviews: 403, stock: 52, added: '2025-11-17',
      tags: ['spicy', 'leather', 'gift', 'travel'],
      description: '1 Million Eau de Toilette 100ml and a 10ml travel spray. Grapefruit, cinnamon and leather, ready to wrap.',
      family: 'Leather',
      concentration: 'Eau de Toilette',
      notes: { top: ['Grapefruit', 'Mint', 'Mandarin'], heart: ['Cinnamon', 'Rose'], base: ['Leather', 'Amber', 'Woody Notes', 'Patchouli'] },
    },
  ]),
  house('Chloé', [
    {
      id: 'chloe-signature-gift-set', name: 'Chloé Gift Set 75ml + Body Lotion + 5ml', category: 'Gifts',
      price: 150, rating: 4.5, reviews: 197, stock: 21, added: '2025-11-24',
      tags: ['floral', 'powdery', 'gift'],
      description: 'Chloé Eau de Parfum 75ml, a 100ml body lotion and a 5ml miniature. Peony, rose and magnolia, tied with a ribbon.',
      family: 'Floral',
      concentration: 'Eau de Parfum',
      notes: { top: ['Peony', 'Litchi', 'Freesia'], heart: ['Rose', 'Magnolia', 'Lily of the Valley'], base: ['Cedar', 'Amber'] },
    },
  ]),
  house('Kenzo', [
    {
      id: 'kenzo-flower-travel-spray', name: 'Flower by Kenzo Travel Spray 15ml', category: 'Gifts',
      price: 45, rating: 4.4, reviews: 264, stock: 73, added: '2025-07-15',
      tags: ['powdery', 'floral', 'travel', 'gift'],
      description: 'Flower by Kenzo Eau de Parfum in a refillable 15ml spray. The city poppy, for the handbag.',
      family: 'Floral',
      concentration: 'Eau de Parfum',
      notes: { top: ['Mandarin', 'Blackcurrant', 'Rose'], heart: ['Violet', 'Orange Blossom', 'Jasmine', 'Opoponax'], base: ['Vanilla', 'White Musk', 'Incense'] },
    },
  ]),
  house('Elie Saab', [
    {
      id: 'elie-saab-girl-of-now-gift-set', name: 'Girl of Now Gift Set 90ml + Body Lotion + 10ml', category: 'Gifts',
      price: 135, rating: 4.2, reviews: 58, stock: 23, added: '2026-09-22',
      tags: ['floral', 'gourmand', 'gift', 'new'],
      description: 'Girl of Now Eau de Parfum 90ml, a 75ml body lotion and a 10ml travel spray. Pistachio, almond and orange blossom in one box.',
      family: 'Floral',
      concentration: 'Eau de Parfum',
      notes: { top: ['Pistachio', 'Pear', 'Mandarin', 'Almond'], heart: ['Orange Blossom', 'Magnolia'], base: ['Tonka Bean', 'Patchouli', 'Vanilla'] },
    },
  ]),
  house('Calvin Klein', [
    {
      id: 'ck-one-gift-set', name: 'CK One Gift Set 100ml + 15ml + Body Wash', category: 'Gifts',
      price: 65, rating: 4.3, reviews: 352, stock: 81, added: '2025-11-14',
      tags: ['citrus', 'fresh', 'gift'],
      description: 'CK One Eau de Toilette 100ml, a 15ml travel spray and a 100ml body wash. The shared classic, shared again.',
      family: 'Fresh/Citrus',
      concentration: 'Eau de Toilette',
      notes: { top: ['Lemon', 'Bergamot', 'Pineapple', 'Mandarin', 'Cardamom', 'Green Notes'], heart: ['Lily of the Valley', 'Jasmine', 'Violet', 'Nutmeg', 'Rose', 'Iris'], base: ['Musk', 'Cedar', 'Sandalwood', 'Oakmoss', 'Green Tea', 'Amber'] },
    },
  ]),
  house('Marc Jacobs', [
    {
      id: 'marc-jacobs-daisy-mini-set', name: 'Daisy Miniature Set 4×4ml', category: 'Gifts',
      price: 70, rating: 4.6, reviews: 512, stock: 3, added: '2025-12-03',
      tags: ['floral', 'fruity', 'gift', 'discovery'],
      description: 'Four minis of the Daisy family: Daisy, Daisy Love, Eau So Fresh and Daisy Wild. A bouquet to share.',
      family: 'Floral',
      notes: { top: ['Violet Leaf', 'Wild Strawberry', 'Grapefruit'], heart: ['Gardenia', 'Violet', 'Jasmine'], base: ['Musk', 'Vanilla', 'Woody Notes'] },
    },
  ]),
  house('Narciso Rodriguez', [
    {
      id: 'narciso-for-her-gift-set', name: 'For Her Gift Set 50ml + Body Lotion', category: 'Gifts',
      price: 115, rating: 4.5, reviews: 146, stock: 28, added: '2025-12-08',
      tags: ['musk', 'floral', 'gift'],
      description: 'For Her Eau de Toilette 50ml with a 50ml body lotion. Musk, orange blossom and osmanthus in a black box.',
      family: 'Floral',
      concentration: 'Eau de Toilette',
      notes: { top: ['Orange Blossom', 'Osmanthus', 'Bergamot'], heart: ['Musk', 'Amber'], base: ['Vetiver', 'Vanilla', 'Patchouli'] },
    },
  ]),
  house('Estée Lauder', [
    {
      id: 'estee-lauder-beautiful-gift-set', name: 'Beautiful Gift Set 100ml + Body Lotion + 4ml', category: 'Gifts',
      price: 120, rating: 4.4, reviews: 97, stock: 19, added: '2026-04-02',
      tags: ['floral', 'powdery', 'gift'],
      description: 'Beautiful Eau de Parfum 100ml, a 75ml body lotion and a 4ml miniature. A bouquet of a hundred flowers to give.',
      family: 'Floral',
      concentration: 'Eau de Parfum',
      notes: { top: ['Rose', 'Lily', 'Tuberose', 'Mandarin', 'Bergamot'], heart: ['Lily of the Valley', 'Jasmine', 'Ylang-Ylang', 'Carnation', 'Orange Blossom', 'Lilac'], base: ['Sandalwood', 'Vetiver', 'Amber', 'Musk', 'Cedar'] },
    },
  ]),
  house('Ralph Lauren', [
    {
      id: 'ralph-lauren-polo-blue-gift-set', name: 'Polo Blue Gift Set 125ml + 40ml', category: 'Gifts',
      price: 125, rating: 4.4, reviews: 233, stock: 37, added: '2025-11-29',
      tags: ['aquatic', 'aromatic', 'gift', 'travel'],
      description: 'Polo Blue Eau de Toilette 125ml and a 40ml travel spray. Melon, basil and suede, at home and away.',
      family: 'Aquatic',
      concentration: 'Eau de Toilette',
      notes: { top: ['Melon', 'Mandarin'], heart: ['Basil', 'Sage', 'Geranium'], base: ['Suede', 'Musk', 'Woody Notes'] },
    },
  ]),
  house('Issey Miyake', [
    {
      id: 'issey-miyake-pour-homme-gift-set', name: "L'Eau d'Issey pour Homme Gift Set 125ml + Shower Gel", category: 'Gifts',
      price: 105, rating: 4.4, reviews: 168, stock: 0, added: '2025-12-10',
      tags: ['citrus', 'aquatic', 'gift'],
      description: 'L’Eau d’Issey pour Homme Eau de Toilette 125ml with a 50ml shower gel. Yuzu and a sea breeze, boxed.',
      family: 'Aquatic',
      concentration: 'Eau de Toilette',
      notes: { top: ['Yuzu', 'Lemon', 'Bergamot', 'Mandarin', 'Cypress', 'Coriander'], heart: ['Water Lily', 'Cinnamon', 'Saffron', 'Nutmeg', 'Geranium'], base: ['Vetiver', 'Tobacco', 'Cedar', 'Sandalwood', 'Musk', 'Amber'] },
    },
  ]),
  house('Hugo Boss', [
    {
      id: 'boss-bottled-gift-set', name: 'Boss Bottled Gift Set 100ml + 10ml + Shower Gel', category: 'Gifts',
      price: 110, rating: 4.5, reviews: 287, stock: 39, added: '2025-11-16',
      tags: ['woody', 'spicy', 'gift'],
      description: 'Boss Bottled Eau de Toilette 100ml, a 10ml travel spray and a 100ml shower gel. Apple, cinnamon and sandalwood.',
      family: 'Woody',
      concentration: 'Eau de Toilette',
      notes: { top: ['Apple', 'Plum', 'Lemon', 'Bergamot', 'Oakmoss', 'Geranium'], heart: ['Cinnamon', 'Mahogany', 'Carnation'], base: ['Vanilla', 'Sandalwood', 'Cedar', 'Vetiver'] },
    },
  ]),
  house('Montblanc', [
    {
      id: 'montblanc-explorer-gift-set', name: 'Explorer Gift Set 100ml + 7.5ml + Shower Gel', category: 'Gifts',
      price: 105, rating: 4.5, reviews: 254, stock: 46, added: '2025-11-23',
      tags: ['woody', 'leather', 'gift', 'travel'],
      description: 'Explorer Eau de Parfum 100ml, a 7.5ml miniature and a 100ml shower gel. Vetiver, leather and bergamot for the traveller.',
      family: 'Woody',
      concentration: 'Eau de Parfum',
      notes: { top: ['Bergamot', 'Pink Pepper', 'Clary Sage'], heart: ['Vetiver', 'Leather'], base: ['Ambroxan', 'Patchouli'] },
    },
  ]),
  house('Bvlgari', [
    {
      id: 'bvlgari-omnia-mini-set', name: 'Omnia Miniature Collection 5×5ml', category: 'Gifts',
      price: 85, rating: 4.3, reviews: 121, stock: 12, added: '2026-02-19',
      tags: ['floral', 'fresh', 'gift', 'discovery'],
      description: 'Five jewel-like minis of the Omnia family, from Crystalline to Amethyste. A colourful collection to try or to give.',
      family: 'Floral',
      notes: { top: ['Mandarin', 'Saffron', 'Ginger', 'Cardamom'], heart: ['Tea', 'Lotus', 'Cinnamon', 'Clove'], base: ['Chocolate', 'Almond', 'Sandalwood', 'Tonka Bean'] },
    },
  ]),
];
