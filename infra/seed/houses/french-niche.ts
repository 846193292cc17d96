import { house } from '../catalog-entry';

/** Independent Paris perfumers: Frédéric Malle, Serge Lutens, Diptyque, Etat Libre d'Orange, Maison Margiela, Juliette Has a Gun. */
export const frenchNiche = [
  house('Frédéric Malle', [
    {
      id: 'malle-portrait-of-a-lady-edp', name: 'Portrait of a Lady Eau de Parfum 100ml', category: 'Women',
      price: 425, rating: 4.7, reviews: 688, stock: 7, added: '2025-01-24',
      tags: ['floral', 'oriental', 'spicy', 'evening', 'signature'],
      description: 'A Turkish rose of rare density over patchouli, incense, cinnamon and blackcurrant. Opulent and unforgettable.',
    },
    {
      id: 'malle-carnal-flower-edp', name: 'Carnal Flower Eau de Parfum 100ml', category: 'Women',
      price: 425, rating: 4.6, reviews: 301, stock: 10, added: '2025-06-05',
      tags: ['floral', 'green', 'evening'],
      description: 'An overdose of tuberose with eucalyptus, melon and coconut over musk. The most sensual of white flowers.',
    },
    {
      id: 'malle-musc-ravageur-edp', name: 'Musc Ravageur Eau de Parfum 100ml', category: 'Unisex',
      price: 350, rating: 4.5, reviews: 415, stock: 14, added: '2025-04-04',
      tags: ['musk', 'amber', 'vanilla', 'spicy', 'evening'],
      description: 'Lavender and cinnamon over a warm musk, amber and vanilla. Animal, sensual and dangerously close.',
    },
    {
      id: 'malle-vetiver-extraordinaire-edp', name: 'Vétiver Extraordinaire Eau de Parfum 100ml', category: 'Men',
      price: 330, rating: 4.6, reviews: 358, stock: 20, added: '2025-05-29',
      tags: ['woody', 'green', 'citrus', 'office'],
      description: 'Haitian vetiver at its freshest, with bergamot, pink pepper and cedar. A green wood of rare purity.',
    },
    {
      id: 'malle-geranium-pour-monsieur-edp', name: 'Geranium pour Monsieur Eau de Parfum 100ml', category: 'Men',
      price: 330, rating: 4.4, reviews: 164, stock: 0, added: '2025-12-02',
      tags: ['aromatic', 'green', 'musk', 'daytime'],
      description: 'Geranium and mint over clove, cinnamon and a clean white musk. Fresh as a breath, lasting as a wood.',
    },
  ]),
  house('Serge Lutens', [
    {
      id: 'lutens-chergui-edp', name: 'Chergui Eau de Parfum 50ml', category: 'Unisex',
      price: 180, rating: 4.6, reviews: 402, stock: 11, added: '2025-02-27',
      tags: ['amber', 'spicy', 'gourmand', 'winter'],
      description: 'Honey, tobacco leaf and hay over incense, musk and sandalwood. The hot desert wind of Morocco.',
    },
    {
      id: 'lutens-ambre-sultan-edp', name: 'Ambre Sultan Eau de Parfum 50ml', category: 'Unisex',
      price: 180, rating: 4.5, reviews: 291, stock: 23, added: '2025-04-23',
      tags: ['amber', 'aromatic', 'oriental', 'winter'],
      description: 'Oregano, myrtle and bay leaf over a resinous amber of benzoin and labdanum. Herbal, warm and sultry.',
    },
    {
      id: 'lutens-feminite-du-bois-edp', name: 'Féminité du Bois Eau de Parfum 50ml', category: 'Women',
      price: 180, rating: 4.5, reviews: 233, stock: 17, added: '2025-07-16',
      tags: ['woody', 'spicy', 'fruity', 'evening'],
      description: 'Atlas cedar wrapped in plum, clove, cinnamon and beeswax. The wood that changed feminine perfume.',
    },
    {
      id: 'lutens-la-fille-de-berlin-edp', name: 'La Fille de Berlin Eau de Parfum 50ml', category: 'Women',
      price: 180, rating: 4.3, reviews: 157, stock: 1, added: '2025-11-27',
      tags: ['floral', 'spicy', 'powdery', 'evening'],
      description: 'A velvet rose sharpened by pink pepper and geranium. Romantic, with teeth.',
    },
    {
      id: 'lutens-fille-en-aiguilles-edp', name: 'Fille en Aiguilles Eau de Parfum 50ml', category: 'Unisex',
      price: 180, rating: 4.4, reviews: 98, stock: 12, added: '2026-01-21',
      tags: ['woody', 'spicy', 'amber', 'winter'],
      description: 'Pine needles, incense and candied fruit over spices and sugared resins. A forest walk by firelight.',
    },
  ]),
  house('Diptyque', [
    {
      id: 'diptyque-do-son-edp', name: 'Do Son Eau de Parfum 75ml', category: 'Women',
      price: 210, rating: 4.5, reviews: 588, stock: 25, added: '2025-01-29',
      tags: ['floral', 'aquatic', 'musk', 'summer'],
      description: 'Tuberose on a sea breeze, with rose, pink pepper and a white musk. A memory of the Vietnamese coast.',
    },
    {
      id: 'diptyque-eau-rose-edt', name: 'Eau Rose Eau de Toilette 100ml', category: 'Women',
      price: 180, rating: 4.3, reviews: 402, stock: 31, added: '2025-03-24',
      tags: ['floral', 'fruity', 'fresh', 'daytime'],
      description: 'Damask and centifolia roses with lychee and blackcurrant buds. A fresh, delicate garden rose.',
    },
    {
      id: 'diptyque-lombre-dans-leau-edt', name: "L'Ombre dans l'Eau Eau de Toilette 100ml", category: 'Women',
      price: 180, rating: 4.4, reviews: 276, stock: 0, added: '2025-09-18',
      tags: ['green', 'floral', 'fruity', 'summer'],
      description: 'Blackcurrant leaves crushed against Bulgarian rose. The shade of a garden beside the water.',
    },
    {
      id: 'diptyque-philosykos-edp', name: 'Philosykos Eau de Parfum 75ml', category: 'Unisex',
      price: 210, rating: 4.6, reviews: 634, stock: 18, added: '2025-02-06',
      tags: ['green', 'woody', 'fruity', 'summer'],
      description: 'The whole fig tree: green leaves, milky fruit and sun-warmed wood. Mediterranean and serene.',
    },
    {
      id: 'diptyque-tam-dao-edp', name: 'Tam Dao Eau de Parfum 75ml', category: 'Unisex',
      price: 210, rating: 4.5, reviews: 502, stock: 22, added: '2025-04-09',
      tags: ['woody', 'spicy', 'musk', 'office'],
      description: 'Creamy sandalwood, cypress and cedar with a whisper of spice. A meditative temple wood.',
    },
    {
      id: 'diptyque-orpheon-edp', name: 'Orphéon Eau de Parfum 75ml', category: 'Unisex',
      price: 210, rating: 4.3, reviews: 189, stock: 9, added: '2025-12-09',
      tags: ['woody', 'powdery', 'aromatic', 'evening'],
      description: 'Juniper berries and jasmine over tonka bean and cedar. The smoky jazz bar of Saint-Germain in the sixties.',
    },
  ]),
  house("Etat Libre d'Orange", [
    {
      id: 'eldo-you-or-someone-like-you-edp', name: 'You or Someone Like You Eau de Parfum 100ml', category: 'Unisex',
      price: 175, rating: 4.4, reviews: 281, stock: 16, added: '2025-05-15',
      tags: ['green', 'fresh', 'floral', 'daytime'],
      description: 'Mint, cassis and green notes over a fresh rose. A crisp, cool Los Angeles morning.',
    },
    {
      id: 'eldo-fat-electrician-edp', name: 'Fat Electrician Eau de Parfum 100ml', category: 'Men',
      price: 175, rating: 4.3, reviews: 132, stock: 12, added: '2025-10-01',
      tags: ['woody', 'green', 'vanilla', 'office'],
      description: 'Vetiver wrapped in chestnut cream, myrrh and vanilla. A soft, semi-modern vetiver.',
    },
    {
      id: 'eldo-i-am-trash-edp', name: 'I Am Trash Eau de Parfum 100ml', category: 'Unisex',
      price: 175, rating: 4.1, reviews: 88, stock: 14, added: '2026-04-01',
      tags: ['fruity', 'woody', 'floral', 'daytime'],
      description: 'Upcycled apple, rose and sandalwood from perfumery’s leftovers. Sustainable, juicy and bright.',
    },
    {
      id: 'eldo-like-this-edp', name: 'Like This Eau de Parfum 100ml', category: 'Women',
      price: 175, rating: 4.2, reviews: 119, stock: 21, added: '2025-11-20',
      tags: ['spicy', 'floral', 'gourmand', 'winter'],
      description: 'Pumpkin, ginger and immortelle over a warm musk. A cosy autumn embrace imagined with Tilda Swinton.',
    },
    {
      id: 'eldo-remarkable-people-edp', name: 'Remarkable People Eau de Parfum 100ml', category: 'Unisex',
      price: 175, rating: 4.0, reviews: 61, stock: 27, added: '2026-06-17',
      tags: ['spicy', 'citrus', 'woody', 'evening'],
      description: 'Grapefruit and champagne fizz over cardamom, jasmine and sandalwood. A toast to the misfits.',
    },
  ]),
  house('Maison Margiela', [
    {
      id: 'margiela-replica-jazz-club-edt', name: 'Replica Jazz Club Eau de Toilette 100ml', category: 'Men',
      price: 165, rating: 4.6, reviews: 1504, stock: 29, added: '2024-12-27',
      tags: ['oriental', 'gourmand', 'leather', 'evening'],
      description: 'Pink pepper and rum over tobacco leaf, vanilla and styrax. A Brooklyn jazz club at midnight, glass in hand.',
    },
    {
      id: 'margiela-replica-by-the-fireplace-edt', name: 'Replica By the Fireplace Eau de Toilette 100ml', category: 'Unisex',
      price: 165, rating: 4.6, reviews: 1288, stock: 0, added: '2025-01-03',
      tags: ['woody', 'vanilla', 'spicy', 'winter'],
      description: 'Chestnut, clove and vanilla over a smoky cade wood. A winter evening in Chamonix by the fire.',
    },
    {
      id: 'margiela-replica-lazy-sunday-morning-edt', name: 'Replica Lazy Sunday Morning Eau de Toilette 100ml', category: 'Women',
      price: 165, rating: 4.4, reviews: 877, stock: 39, added: '2025-02-10',
      tags: ['musk', 'floral', 'fresh', 'daytime'],
      description: 'Pear and lily of the valley over iris and a clean white musk. Fresh sheets and a slow morning.',
    },
    {
      id: 'margiela-replica-bubble-bath-edt', name: 'Replica Bubble Bath Eau de Toilette 100ml', category: 'Women',
      price: 165, rating: 4.3, reviews: 415, stock: 32, added: '2025-06-12',
      tags: ['musk', 'powdery', 'floral', 'daytime'],
      description: 'Soap bubbles, lavender and rose over coconut milk and white musk. A warm, foamy bath.',
    },
    {
      id: 'margiela-replica-beach-walk-edt', name: 'Replica Beach Walk Eau de Toilette 100ml', category: 'Unisex',
      price: 165, rating: 4.3, reviews: 512, stock: 46, added: '2025-05-19',
      tags: ['citrus', 'aquatic', 'musk', 'summer'],
      description: 'Bergamot and pink pepper over coconut milk, ylang-ylang and musk. Sun cream and salt on warm skin.',
    },
    {
      id: 'margiela-replica-flower-market-edt', name: 'Replica Flower Market Eau de Toilette 100ml', category: 'Women',
      price: 165, rating: 4.1, reviews: 188, stock: 3, added: '2026-02-18',
      tags: ['floral', 'green', 'fresh', 'daytime'],
      description: 'Tuberose, jasmine and freesia just cut at the stall, with green leaves. Morning at the flower market.',
    },
  ]),
  house('Juliette Has a Gun', [
    {
      id: 'jhag-not-a-perfume-edp', name: 'Not a Perfume Eau de Parfum 100ml', category: 'Women',
      price: 145, rating: 4.1, reviews: 566, stock: 41, added: '2025-03-12',
      tags: ['musk', 'woody', 'daytime', 'signature'],
      description: 'A single molecule of ambroxan, clean and radiant. Free of allergens and made to smell of you.',
    },
    {
      id: 'jhag-lady-vengeance-edp', name: 'Lady Vengeance Eau de Parfum 100ml', category: 'Women',
      price: 145, rating: 4.2, reviews: 201, stock: 24, added: '2025-08-27',
      tags: ['floral', 'vanilla', 'woody', 'evening'],
      description: 'A dark Bulgarian rose with patchouli and vanilla. Revenge served sweet.',
    },
    {
      id: 'jhag-sunny-side-up-edp', name: 'Sunny Side Up Eau de Parfum 100ml', category: 'Women',
      price: 145, rating: 4.0, reviews: 94, stock: 35, added: '2026-04-28',
      tags: ['vanilla', 'musk', 'woody', 'summer'],
      description: 'Sandalwood, vanilla and a soft musk like sunshine on skin. Creamy, warm and cheerful.',
    },
    {
      id: 'jhag-vanilla-vibes-edp', name: 'Vanilla Vibes Eau de Parfum 100ml', category: 'Unisex',
      price: 145, rating: 4.3, reviews: 176, stock: 19, added: '2025-10-22',
      tags: ['vanilla', 'aquatic', 'woody', 'summer'],
      description: 'Salted vanilla, sea breeze and a whisper of tonka bean. A beach holiday vanilla.',
    },
    {
      id: 'jhag-another-oud-edp', name: 'Another Oud Eau de Parfum 100ml', category: 'Unisex',
      price: 145, rating: 3.9, reviews: 72, stock: 8, added: '2026-02-11',
      tags: ['oud', 'musk', 'fruity', 'evening'],
      description: 'A soft oud with raspberry and a clean musk. Smooth, sweet and never heavy.',
    },
  ]),
];
