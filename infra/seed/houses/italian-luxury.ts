import { house } from '../catalog-entry';

/** Italian luxury and niche houses: Acqua di Parma, Bvlgari, Xerjoff. */
export const italianLuxury = [
  house('Acqua di Parma', [
    {
      id: 'adp-colonia-edc', name: 'Colonia Eau de Cologne 100ml', category: 'Unisex',
      price: 155, rating: 4.6, reviews: 1102, stock: 33, added: '2024-12-30',
      tags: ['citrus', 'aromatic', 'fresh', 'daytime', 'signature'],
      description: 'Sicilian citrus, lavender and rosemary over vetiver and sandalwood. The Italian elegance of 1916, unchanged.',
    },
    {
      id: 'adp-colonia-essenza-edc', name: 'Colonia Essenza Eau de Cologne 100ml', category: 'Men',
      price: 175, rating: 4.5, reviews: 372, stock: 14, added: '2025-05-01',
      tags: ['citrus', 'aromatic', 'woody', 'office'],
      description: 'A richer Colonia: bergamot and lemon over rose, lavender and a vetiver and patchouli base. Tailored and assured.',
    },
    {
      id: 'adp-fico-di-amalfi-edt', name: 'Blu Mediterraneo Fico di Amalfi Eau de Toilette 75ml', category: 'Unisex',
      price: 130, rating: 4.4, reviews: 644, stock: 47, added: '2025-04-19',
      tags: ['green', 'fruity', 'citrus', 'summer'],
      description: 'Fig leaves and lemon from the Amalfi coast over cedar and pink pepper. A summer afternoon in the shade.',
    },
    {
      id: 'adp-arancia-di-capri-edt', name: 'Blu Mediterraneo Arancia di Capri Eau de Toilette 75ml', category: 'Unisex',
      price: 130, rating: 4.3, reviews: 456, stock: 5, added: '2025-06-04',
      tags: ['citrus', 'fresh', 'musk', 'summer'],
      description: 'Orange, mandarin and lemon from Capri over caramel and musk. Sunny and carefree.',
    },
    {
      id: 'adp-magnolia-nobile-edp', name: 'Magnolia Nobile Eau de Parfum 100ml', category: 'Women',
      price: 210, rating: 4.3, reviews: 198, stock: 20, added: '2025-08-07',
      tags: ['floral', 'fruity', 'citrus', 'daytime'],
      description: 'Magnolia with bergamot and a bitter orange, on a soft patchouli. An Italian garden in bloom.',
    },
    {
      id: 'adp-oud-spice-edp', name: 'Oud & Spice Eau de Parfum 100ml', category: 'Men',
      price: 295, rating: 4.4, reviews: 109, stock: 7, added: '2026-01-08',
      tags: ['oud', 'spicy', 'leather', 'evening', 'winter'],
      description: 'Oud and black pepper with ginger, leather and sandalwood. A warm, smoky spice.',
    },
  ]),
  house('Bvlgari', [
    {
      id: 'bvlgari-omnia-crystalline-edt', name: 'Omnia Crystalline Eau de Toilette 65ml', category: 'Women',
      price: 95, rating: 4.3, reviews: 711, stock: 56, added: '2025-02-04',
      tags: ['floral', 'aquatic', 'fresh', 'daytime'],
      description: 'Bamboo and nashi pear over lotus flower and balsa wood. Pure and transparent as crystal.',
    },
    {
      id: 'bvlgari-goldea-roman-night-edp', name: 'Goldea The Roman Night Eau de Parfum 75ml', category: 'Women',
      price: 135, rating: 4.4, reviews: 407, stock: 18, added: '2025-09-30',
      tags: ['musk', 'floral', 'vanilla', 'evening'],
      description: 'Black musk and jasmine sambac over patchouli and vanilla. A dark jewel of the Roman night.',
    },
    {
      id: 'bvlgari-rose-goldea-edp', name: 'Rose Goldea Eau de Parfum 90ml', category: 'Women',
      price: 135, rating: 4.2, reviews: 209, stock: 12, added: '2026-03-25',
      tags: ['floral', 'musk', 'woody', 'evening'],
      description: 'Damask rose and pomegranate wrapped in musk, sandalwood and a touch of incense. A radiant, golden rose.',
    },
    {
      id: 'bvlgari-man-in-black-edp', name: 'Man in Black Eau de Parfum 100ml', category: 'Men',
      price: 125, rating: 4.6, reviews: 1077, stock: 15, added: '2025-01-16',
      tags: ['spicy', 'leather', 'amber', 'evening'],
      description: 'Rum and spices over tuberose and leather, on tonka bean and guaiac wood. A magnetic, smouldering evening scent.',
    },
    {
      id: 'bvlgari-man-wood-essence-edp', name: 'Man Wood Essence Eau de Parfum 100ml', category: 'Men',
      price: 120, rating: 4.3, reviews: 388, stock: 28, added: '2025-07-24',
      tags: ['woody', 'citrus', 'green', 'office'],
      description: 'Cypress, vetiver and cedar lifted by bergamot. A natural, urban wood.',
    },
    {
      id: 'bvlgari-aqva-pour-homme-edt', name: 'Aqva Pour Homme Eau de Toilette 100ml', category: 'Men',
      price: 95, rating: 4.4, reviews: 822, stock: 61, added: '2025-03-07',
      tags: ['aquatic', 'citrus', 'green', 'summer'],
      description: 'Mandarin and petitgrain over a marine accord of posidonia seaweed. Fresh as the Mediterranean.',
    },
  ]),
  house('Xerjoff', [
    {
      id: 'xerjoff-naxos-edp', name: 'Naxos Eau de Parfum 100ml', category: 'Unisex',
      price: 295, rating: 4.8, reviews: 701, stock: 10, added: '2025-02-15',
      tags: ['gourmand', 'aromatic', 'amber', 'winter'],
      description: 'Sicilian lavender and bergamot over honey, tobacco and tonka bean. A golden tribute to the island.',
    },
    {
      id: 'xerjoff-erba-pura-edp', name: 'Erba Pura Eau de Parfum 100ml', category: 'Unisex',
      price: 275, rating: 4.6, reviews: 524, stock: 21, added: '2025-03-31',
      tags: ['fruity', 'citrus', 'musk', 'signature'],
      description: 'A basket of Mediterranean fruit and citrus over white musk and amber. Radiant and long-lasting.',
    },
    {
      id: 'xerjoff-alexandria-ii-parfum', name: 'Alexandria II Parfum 100ml', category: 'Unisex',
      price: 450, cost: null, rating: 4.7, reviews: 181, stock: 2, added: '2025-10-19',
      tags: ['oud', 'floral', 'spicy', 'evening', 'limited'],
      description: 'Lavender, rose and cinnamon over oud, sandalwood and amber. A majestic oriental.',
    },
    {
      id: 'xerjoff-casamorati-lira-edp', name: 'Casamorati Lira Eau de Parfum 100ml', category: 'Women',
      price: 245, rating: 4.5, reviews: 214, stock: 16, added: '2025-12-11',
      tags: ['gourmand', 'citrus', 'vanilla', 'winter'],
      description: 'Blood orange and lavender melt into caramel, cinnamon and vanilla. A sweet Italian dolce.',
    },
    {
      id: 'xerjoff-40-knots-edp', name: '40 Knots Eau de Parfum 100ml', category: 'Men',
      price: 275, rating: 4.3, reviews: 95, stock: 9, added: '2026-05-06',
      tags: ['aquatic', 'woody', 'aromatic', 'summer'],
      description: 'Salt, seaweed and sage over driftwood and ambergris. Sailing fast under a full wind.',
    },
  ]),
];
