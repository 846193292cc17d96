import { house } from '../catalog-entry';

/** More of the Gifts category: discovery sets and miniatures from the niche houses. */
export const giftSetsNiche = [
  house('Diptyque', [
    {
      id: 'diptyque-eaux-discovery-set', name: 'Eaux de Toilette Discovery Set 5×7.5ml', category: 'Gifts',
      price: 110, rating: 4.6, reviews: 302, stock: 15, added: '2025-12-05',
      tags: ['floral', 'woody', 'gift', 'discovery'],
      description: 'Five of the house’s eaux de toilette, from Philosykos to L’Ombre dans l’Eau. A tour of Diptyque in miniature.',
      family: 'Floral',
    },
  ]),
  house('Maison Margiela', [
    {
      id: 'margiela-replica-memory-box', name: 'Replica Memory Box 10×2ml', category: 'Gifts',
      price: 75, rating: 4.5, reviews: 466, stock: 27, added: '2025-11-13',
      tags: ['woody', 'musk', 'gift', 'discovery'],
      description: 'Ten Replica miniatures, from Jazz Club to Lazy Sunday Morning. Memories to try before you choose.',
      family: 'Woody',
    },
  ]),
  house('Acqua di Parma', [
    {
      id: 'adp-blu-mediterraneo-mini-set', name: 'Blu Mediterraneo Miniature Set 5×5ml', category: 'Gifts',
      price: 95, rating: 4.5, reviews: 212, stock: 0, added: '2025-12-12',
      tags: ['citrus', 'green', 'gift', 'discovery'],
      description: 'Five Blu Mediterraneo miniatures, from Fico di Amalfi to Arancia di Capri. The Italian coast in a box.',
      family: 'Fresh/Citrus',
      notes: { top: ['Orange', 'Mandarin', 'Lemon'], heart: ['Petitgrain', 'Cardamom'], base: ['Caramel', 'Musk'] },
    },
  ]),
  house("Penhaligon's", [
    {
      id: 'penhaligons-portraits-scent-library', name: 'Portraits Scent Library 10×2ml', category: 'Gifts',
      price: 95, rating: 4.6, reviews: 254, stock: 18, added: '2026-01-22',
      tags: ['aromatic', 'floral', 'gift', 'discovery'],
      description: 'Ten characters of the Portraits family, from Lord George to the Duchess Rose. Scandal and intrigue in miniature.',
      family: 'Aromatic/Fougère',
    },
  ]),
  house('Amouage', [
    {
      id: 'amouage-iconic-discovery-set', name: 'Iconic Collection Discovery Set 6×2ml', category: 'Gifts',
      price: 80, rating: 4.4, reviews: 133, stock: 22, added: '2026-03-18',
      tags: ['amber', 'oriental', 'gift', 'discovery'],
      description: 'Six Amouage icons, from Gold Woman to Interlude Man and Guidance. The house of Muscat in miniature.',
      family: 'Amber/Oriental',
    },
  ]),
  house('Juliette Has a Gun', [
    {
      id: 'jhag-miniature-coffret', name: 'Miniature Coffret 5×5ml', category: 'Gifts',
      price: 65, rating: 4.3, reviews: 171, stock: 34, added: '2025-12-14',
      tags: ['musk', 'vanilla', 'gift', 'discovery'],
      description: 'Five miniatures, from Not a Perfume to Vanilla Vibes. Find your signature, then take it everywhere.',
      family: 'Amber/Oriental',
    },
  ]),
  house("Etat Libre d'Orange", [
    {
      id: 'eldo-discovery-set', name: 'Discovery Set 6×2ml', category: 'Gifts',
      price: 45, rating: 4.2, reviews: 63, stock: 29, added: '2026-08-19',
      tags: ['green', 'spicy', 'gift', 'discovery'],
      description: 'Six of the house’s irreverent scents, from You or Someone Like You to Fat Electrician. A cheeky tour.',
      family: 'Green',
    },
  ]),
];
