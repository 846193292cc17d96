import { house } from '../catalog-entry';

/** Designer houses from Tokyo and Germany: Issey Miyake, Hugo Boss, Montblanc. */
export const international = [
  house('Issey Miyake', [
    {
      id: 'issey-miyake-leau-dissey-edt', name: "L'Eau d'Issey Eau de Toilette 100ml", category: 'Women',
      price: 110, rating: 4.4, reviews: 1187, stock: 44, added: '2025-01-15',
      tags: ['aquatic', 'floral', 'fresh', 'daytime'],
      description: 'Lotus, freesia and cyclamen over a watery accord and light woods. Pure as water on a flower.',
    },
    {
      id: 'issey-miyake-a-drop-dissey-edp', name: "A Drop d'Issey Eau de Parfum 90ml", category: 'Women',
      price: 125, rating: 4.1, reviews: 197, stock: 23, added: '2025-09-16',
      tags: ['floral', 'musk', 'fresh', 'daytime'],
      description: 'Lilac, bergamot and fig leaf milk over a soft musk. A single drop of pure tenderness.',
    },
    {
      id: 'issey-miyake-leau-dissey-pour-homme-edt', name: "L'Eau d'Issey pour Homme Eau de Toilette 125ml", category: 'Men',
      price: 95, rating: 4.5, reviews: 1655, stock: 51, added: '2024-12-28',
      tags: ['citrus', 'aquatic', 'woody', 'office'],
      description: 'Yuzu and a marine breeze over nutmeg, vetiver and cedar. The fresh aquatic that defined a decade.',
    },
    {
      id: 'issey-miyake-nuit-dissey-edt', name: "Nuit d'Issey Eau de Toilette 125ml", category: 'Men',
      price: 95, rating: 4.3, reviews: 438, stock: 0, added: '2025-07-27',
      tags: ['leather', 'woody', 'citrus', 'evening'],
      description: 'Grapefruit and bergamot over black pepper, leather and vetiver. A dark and elegant night.',
    },
  ]),
  house('Hugo Boss', [
    {
      id: 'boss-bottled-edt', name: 'Boss Bottled Eau de Toilette 100ml', category: 'Men',
      price: 95, rating: 4.5, reviews: 2502, stock: 71, added: '2024-12-07',
      tags: ['woody', 'spicy', 'fruity', 'office', 'bestseller'],
      description: 'Apple and cinnamon over sandalwood, vetiver and vanilla. The confident everyday signature.',
    },
    {
      id: 'boss-bottled-parfum', name: 'Boss Bottled Parfum 100ml', category: 'Men',
      price: 120, rating: 4.5, reviews: 472, stock: 29, added: '2025-08-31',
      tags: ['woody', 'leather', 'aromatic', 'evening'],
      description: 'Mandarin and iris over a dark leather, cedar and sandalwood. Boss Bottled at its most intense.',
    },
    {
      id: 'hugo-man-edt', name: 'Hugo Man Eau de Toilette 125ml', category: 'Men',
      price: 75, rating: 4.1, reviews: 733, stock: 66, added: '2025-02-05',
      tags: ['green', 'aromatic', 'fresh', 'daytime'],
      description: 'Green apple and mint over lavender, sage and fir. A cool, rebellious freshness.',
    },
    {
      id: 'boss-the-scent-for-her-edp', name: 'Boss The Scent For Her Eau de Parfum 100ml', category: 'Women',
      price: 115, rating: 4.2, reviews: 512, stock: 37, added: '2025-03-23',
      tags: ['floral', 'fruity', 'gourmand', 'evening'],
      description: 'Peach and freesia over osmanthus and roasted cocoa. A seductive, velvety warmth.',
    },
    {
      id: 'boss-alive-edp', name: 'Boss Alive Eau de Parfum 80ml', category: 'Women',
      price: 115, rating: 4.3, reviews: 329, stock: 8, added: '2025-11-02',
      tags: ['vanilla', 'fruity', 'woody', 'daytime'],
      description: 'Plum, apple and jasmine over vanilla, cedar and sandalwood. Warm, vibrant and alive.',
    },
  ]),
  house('Montblanc', [
    {
      id: 'montblanc-legend-edt', name: 'Legend Eau de Toilette 100ml', category: 'Men',
      price: 90, rating: 4.4, reviews: 1688, stock: 59, added: '2024-12-24',
      tags: ['aromatic', 'fresh', 'woody', 'office', 'bestseller'],
      description: 'Bergamot and lavender over pineapple leaf, apple and oakmoss. A fresh fougère that goes anywhere.',
    },
    {
      id: 'montblanc-explorer-edp', name: 'Explorer Eau de Parfum 100ml', category: 'Men',
      price: 95, rating: 4.5, reviews: 1376, stock: 42, added: '2025-01-10',
      tags: ['woody', 'leather', 'citrus', 'signature'],
      description: 'Bergamot and pink pepper over vetiver, patchouli and a leathery ambroxan. A journey in a bottle.',
    },
    {
      id: 'montblanc-explorer-platinum-edp', name: 'Explorer Platinum Eau de Parfum 100ml', category: 'Men',
      price: 100, rating: 4.3, reviews: 141, stock: 33, added: '2026-05-27',
      tags: ['green', 'aromatic', 'woody', 'daytime'],
      description: 'Green notes and cardamom over a leathery vetiver and ambroxan. Crisp and luminous.',
    },
    {
      id: 'montblanc-signature-edp', name: 'Signature Eau de Parfum 90ml', category: 'Women',
      price: 90, rating: 4.2, reviews: 264, stock: 48, added: '2025-10-13',
      tags: ['vanilla', 'musk', 'floral', 'daytime'],
      description: 'Mandarin and magnolia over a soft vanilla and white musk. A gentle, enveloping signature.',
    },
  ]),
];
