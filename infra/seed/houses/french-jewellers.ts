import { house } from '../catalog-entry';

/** The Place Vendôme jewellers who make perfume: Cartier, Van Cleef & Arpels, Boucheron. */
export const frenchJewellers = [
  house('Cartier', [
    {
      id: 'cartier-la-panthere-edp', name: 'La Panthère Eau de Parfum 75ml', category: 'Women',
      price: 150, rating: 4.5, reviews: 812, stock: 21, added: '2025-02-12',
      tags: ['floral', 'musk', 'powdery', 'evening'],
      description: 'Gardenia and a feline musk over a chypre of oakmoss. Sensual, graphic and wild at heart.',
    },
    {
      id: 'cartier-carat-edp', name: 'Carat Eau de Parfum 100ml', category: 'Women',
      price: 150, rating: 4.2, reviews: 233, stock: 34, added: '2025-10-09',
      tags: ['floral', 'fresh', 'green', 'daytime'],
      description: 'Seven flowers, from violet to hyacinth and ylang-ylang, set like the colours of a diamond’s light. Luminous and transparent.',
    },
    {
      id: 'cartier-baiser-vole-edp', name: 'Baiser Volé Eau de Parfum 100ml', category: 'Women',
      price: 150, rating: 4.4, reviews: 398, stock: 9, added: '2025-06-26',
      tags: ['floral', 'powdery', 'green', 'daytime'],
      description: 'A study of lily, green and powdery, from stem to petal to pollen. A stolen kiss in a bottle.',
    },
    {
      id: 'cartier-declaration-edt', name: 'Déclaration Eau de Toilette 100ml', category: 'Men',
      price: 120, rating: 4.4, reviews: 520, stock: 33, added: '2025-03-21',
      tags: ['spicy', 'woody', 'citrus', 'office'],
      description: 'Bitter orange and cardamom over cumin, cedar and a hint of leather. A spicy, sophisticated declaration.',
    },
    {
      id: 'cartier-pasha-parfum', name: 'Pasha de Cartier Parfum 100ml', category: 'Men',
      price: 150, rating: 4.3, reviews: 176, stock: 26, added: '2026-02-24',
      tags: ['woody', 'aromatic', 'amber', 'evening'],
      description: 'Lavender and cardamom over a deep vanilla and sandalwood. A timeless masculine signature.',
    },
    {
      id: 'cartier-oud-musc-parfum', name: 'Les Heures Voyageuses Oud & Musc Parfum 75ml', category: 'Unisex',
      price: 300, rating: 4.5, reviews: 142, stock: 6, added: '2026-03-11',
      tags: ['oud', 'musk', 'leather', 'evening', 'limited'],
      description: 'Oud tempered by a soft musk and a leathery warmth. A journey through the night.',
    },
  ]),
  house('Van Cleef & Arpels', [
    {
      id: 'vca-gardenia-petale-edp', name: 'Collection Extraordinaire Gardénia Pétale Eau de Parfum 75ml', category: 'Women',
      price: 230, rating: 4.3, reviews: 194, stock: 12, added: '2025-07-30',
      tags: ['floral', 'fruity', 'evening'],
      description: 'Creamy gardenia with pear and a velvety ylang-ylang. A white flower from a jeweller’s garden.',
    },
    {
      id: 'vca-santal-blanc-edp', name: 'Collection Extraordinaire Santal Blanc Eau de Parfum 75ml', category: 'Unisex',
      price: 230, rating: 4.4, reviews: 221, stock: 19, added: '2025-08-14',
      tags: ['woody', 'musk', 'powdery', 'office'],
      description: 'Creamy sandalwood, fig leaf and iris over white musk. A milky, serene wood.',
    },
    {
      id: 'vca-orchid-leather-edp', name: 'Collection Extraordinaire Orchid Leather Eau de Parfum 75ml', category: 'Unisex',
      price: 230, rating: 4.2, reviews: 96, stock: 4, added: '2026-01-28',
      tags: ['leather', 'floral', 'vanilla', 'evening'],
      description: 'Vanilla orchid over a soft suede and a touch of cocoa. Tender leather with a floral heart.',
    },
    {
      id: 'vca-midnight-in-paris-edt', name: 'Midnight in Paris Eau de Toilette 125ml', category: 'Men',
      price: 95, rating: 4.1, reviews: 266, stock: 30, added: '2025-11-11',
      tags: ['amber', 'woody', 'aromatic', 'evening'],
      description: 'Bergamot and lavender over a dark amber, tonka bean and vetiver. An elegant night walk along the Seine.',
    },
  ]),
  house('Boucheron', [
    {
      id: 'boucheron-quatre-edp', name: 'Quatre Eau de Parfum 100ml', category: 'Women',
      price: 110, rating: 4.2, reviews: 311, stock: 22, added: '2025-09-04',
      tags: ['floral', 'fruity', 'musk', 'daytime'],
      description: 'Bergamot and pear over a white bouquet of jasmine, on a creamy musk. Bright and elegant as the ring that inspired it.',
    },
    {
      id: 'boucheron-quatre-pour-homme-edt', name: 'Quatre pour Homme Eau de Toilette 100ml', category: 'Men',
      price: 95, rating: 4.1, reviews: 207, stock: 16, added: '2025-10-15',
      tags: ['citrus', 'aromatic', 'woody', 'office'],
      description: 'Lemon and lavender over a creamy woody base. Clean, structured and quietly refined.',
    },
  ]),
];
