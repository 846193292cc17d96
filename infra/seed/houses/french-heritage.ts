import { house } from '../catalog-entry';

/** The great Paris houses: Chanel, Dior, Guerlain, Hermès. */
export const frenchHeritage = [
  house('Chanel', [
    {
      id: 'chanel-bleu-de-chanel-edp', name: 'Bleu de Chanel Eau de Parfum 100ml', category: 'Men',
      price: 165, rating: 4.8, reviews: 3412, stock: 46, added: '2024-12-03',
      tags: ['woody', 'aromatic', 'citrus', 'signature', 'bestseller'],
      description: 'Grapefruit and ginger open onto incense, cedar and a warm sandalwood base. A quietly confident signature for every day.',
    },
    {
      id: 'chanel-coco-mademoiselle-edp', name: 'Coco Mademoiselle Eau de Parfum 100ml', category: 'Women',
      price: 172, rating: 4.8, reviews: 3870, stock: 58, added: '2024-12-03',
      tags: ['floral', 'citrus', 'musk', 'signature', 'bestseller'],
      description: 'Sparkling orange gives way to a heart of jasmine and May rose, settling on patchouli, vetiver and white musk. Fresh, bold and unmistakably Chanel.',
    },
    {
      id: 'chanel-n5-edp', name: 'N°5 Eau de Parfum 100ml', category: 'Women',
      price: 180, rating: 4.6, reviews: 2954, stock: 31, added: '2024-12-05',
      tags: ['floral', 'powdery', 'evening', 'signature'],
      description: 'The abstract bouquet that changed perfumery: sparkling aldehydes, ylang-ylang, May rose and jasmine over sandalwood and soft vanilla.',
    },
    {
      id: 'chanel-chance-eau-tendre-edt', name: 'Chance Eau Tendre Eau de Toilette 100ml', category: 'Women',
      price: 150, rating: 4.7, reviews: 2210, stock: 4, added: '2025-02-11',
      tags: ['floral', 'fruity', 'fresh', 'daytime'],
      description: 'Quince and grapefruit lift a delicate jasmine heart, wrapped in a veil of white musk. Tender, luminous and easy to love.',
    },
    {
      id: 'chanel-allure-homme-sport-edt', name: 'Allure Homme Sport Eau de Toilette 100ml', category: 'Men',
      price: 140, rating: 4.5, reviews: 1688, stock: 27, added: '2025-03-02',
      tags: ['fresh', 'citrus', 'musk', 'summer'],
      description: 'Juicy orange and crisp sea notes race over tonka bean, cedar and a clean white musk. Energetic and sunlit.',
    },
    {
      id: 'chanel-sycomore-edp', name: 'Les Exclusifs Sycomore Eau de Parfum 75ml', category: 'Unisex',
      price: 350, rating: 4.7, reviews: 412, stock: 9, added: '2025-06-19',
      tags: ['woody', 'green', 'evening', 'limited'],
      description: 'Smoky vetiver meets cypress, juniper and creamy sandalwood. A dry, elegant woody composition from the Exclusifs collection.',
    },
    {
      id: 'chanel-gabrielle-edp', name: 'Gabrielle Eau de Parfum 100ml', category: 'Women',
      price: 165, rating: 4.4, reviews: 862, stock: 26, added: '2025-04-14',
      tags: ['floral', 'citrus', 'fresh', 'daytime'],
      description: 'Jasmine, ylang-ylang, orange blossom and Grasse tuberose in a radiant white floral. Luminous, solar and free.',
    },
    {
      id: 'chanel-coco-noir-edp', name: 'Coco Noir Eau de Parfum 100ml', category: 'Women',
      price: 172, rating: 4.5, reviews: 644, stock: 0, added: '2025-08-23',
      tags: ['oriental', 'floral', 'amber', 'evening', 'winter'],
      description: 'Grapefruit and bergamot over rose, jasmine and patchouli, on sandalwood, tonka bean and frankincense. Mysterious and deeply elegant.',
    },
    {
      id: 'chanel-egoiste-edt', name: 'Égoïste Pour Homme Eau de Toilette 100ml', category: 'Men',
      price: 145, rating: 4.4, reviews: 415, stock: 13, added: '2025-11-08',
      tags: ['woody', 'spicy', 'oriental', 'evening'],
      description: 'Sandalwood at its richest, with rosewood, cinnamon, coriander and vanilla. A warm, spiced classic from 1990.',
    },
  ]),
  house('Dior', [
    {
      id: 'dior-sauvage-edp', name: 'Sauvage Eau de Parfum 100ml', category: 'Men',
      price: 160, rating: 4.7, reviews: 3984, stock: 74, added: '2024-12-02',
      tags: ['fresh', 'spicy', 'aromatic', 'signature', 'bestseller'],
      description: 'Calabrian bergamot and Sichuan pepper over lavender, radiant ambroxan and a touch of vanilla. Raw, noble and magnetic.',
    },
    {
      id: 'dior-sauvage-elixir', name: 'Sauvage Elixir 60ml', category: 'Men',
      price: 185, rating: 4.8, reviews: 1530, stock: 0, added: '2025-01-20',
      tags: ['spicy', 'amber', 'woody', 'evening', 'winter'],
      description: 'A concentrated trail of cinnamon, nutmeg and cardamom around a heart of lavender, resting on licorice, sandalwood and amber.',
    },
    {
      id: 'dior-miss-dior-edp', name: 'Miss Dior Eau de Parfum 100ml', category: 'Women',
      price: 165, rating: 4.6, reviews: 2675, stock: 39, added: '2024-12-10',
      tags: ['floral', 'fruity', 'daytime', 'bestseller'],
      description: 'A couture bouquet of lily of the valley, peony and iris with Centifolia rose, softened by a velvety vanilla. Romantic and joyful.',
    },
    {
      id: 'dior-jadore-edp', name: "J'adore Eau de Parfum 100ml", category: 'Women',
      price: 170, rating: 4.7, reviews: 2890, stock: 51, added: '2024-12-10',
      tags: ['floral', 'fruity', 'signature'],
      description: 'Ylang-ylang, Damascus rose and two jasmines in a golden floral that glows on the skin. Sensual and radiant.',
    },
    {
      id: 'dior-hypnotic-poison-edt', name: 'Hypnotic Poison Eau de Toilette 100ml', category: 'Women',
      price: 135, rating: 4.6, reviews: 1204, stock: 3, added: '2025-04-08',
      tags: ['gourmand', 'vanilla', 'evening', 'winter'],
      description: 'Bitter almond and jasmine sambac melt into vanilla and musk. A hypnotic, addictive evening classic.',
    },
    {
      id: 'dior-homme-intense-edp', name: 'Dior Homme Intense Eau de Parfum 100ml', category: 'Men',
      price: 150, rating: 4.8, reviews: 1432, stock: 22, added: '2025-02-17',
      tags: ['powdery', 'woody', 'evening'],
      description: 'Powdery iris and lavender warmed by a hint of pear, over vetiver and Virginia cedar. Refined, sensual and quietly intense.',
    },
    {
      id: 'dior-fahrenheit-edt', name: 'Fahrenheit Eau de Toilette 100ml', category: 'Men',
      price: 125, rating: 4.4, reviews: 987, stock: 14, added: '2025-05-26',
      tags: ['leather', 'woody', 'spicy', 'winter'],
      description: 'Violet leaf and nutmeg collide with a smouldering accord of leather and vetiver. A cult fragrance of striking contrasts.',
    },
    {
      id: 'dior-miss-dior-blooming-bouquet-edt', name: 'Miss Dior Blooming Bouquet Eau de Toilette 100ml', category: 'Women',
      price: 140, rating: 4.6, reviews: 1318, stock: 48, added: '2025-03-10',
      tags: ['floral', 'fresh', 'musk', 'daytime'],
      description: 'Peony and Damascus rose over a soft white musk. A tender, fresh bouquet.',
    },
    {
      id: 'dior-homme-edt', name: 'Dior Homme Eau de Toilette 100ml', category: 'Men',
      price: 130, rating: 4.4, reviews: 521, stock: 37, added: '2025-09-03',
      tags: ['woody', 'powdery', 'aromatic', 'office'],
      description: 'Bergamot and pink pepper over iris, cashmere wood and vetiver. A woody, elegant modern masculine.',
    },
  ]),
  house('Guerlain', [
    {
      id: 'guerlain-shalimar-edp', name: 'Shalimar Eau de Parfum 90ml', category: 'Women',
      price: 145, rating: 4.5, reviews: 1322, stock: 19, added: '2024-12-14',
      tags: ['oriental', 'vanilla', 'powdery', 'evening'],
      description: 'Bergamot, iris and rose sink into the legendary Guerlinade of vanilla, tonka bean and opoponax. The first great oriental, still mesmerising.',
    },
    {
      id: 'guerlain-mon-guerlain-edp', name: 'Mon Guerlain Eau de Parfum 100ml', category: 'Women',
      price: 150, rating: 4.6, reviews: 1186, stock: 35, added: '2025-01-09',
      tags: ['vanilla', 'floral', 'aromatic', 'signature'],
      description: 'Provence lavender and jasmine sambac on a creamy bed of Tahitian vanilla and sandalwood. Strong, free and feminine.',
    },
    {
      id: 'guerlain-lhomme-ideal-edp', name: "L'Homme Idéal Eau de Parfum 100ml", category: 'Men',
      price: 125, rating: 4.4, reviews: 864, stock: 24, added: '2025-03-30',
      tags: ['gourmand', 'leather', 'woody', 'evening'],
      description: 'Bitter almond and citrus over a warm heart of leather and tonka bean. Smooth, assured and just a little sweet.',
    },
    {
      id: 'guerlain-habit-rouge-edt', name: 'Habit Rouge Eau de Toilette 100ml', category: 'Men',
      price: 120, rating: 4.3, reviews: 612, stock: 7, added: '2025-07-12',
      tags: ['oriental', 'leather', 'citrus', 'evening'],
      description: 'Bright citrus and rose meet patchouli, vanilla and soft leather. The original oriental for men, dressed for the evening.',
    },
    {
      id: 'guerlain-aqua-allegoria-pera-granita', name: 'Aqua Allegoria Pera Granita Eau de Toilette 125ml', category: 'Women',
      price: 92, rating: 4.2, reviews: 540, stock: 63, added: '2025-06-03',
      tags: ['fruity', 'fresh', 'summer', 'daytime'],
      description: 'Icy pear and orange sorbet over jasmine, cedar and musk. A sparkling, thirst-quenching summer splash.',
    },
    {
      id: 'guerlain-santal-royal-edp', name: "L'Art & La Matière Santal Royal Eau de Parfum 125ml", category: 'Unisex',
      price: 335, rating: 4.5, reviews: 288, stock: 12, added: '2025-09-15',
      tags: ['woody', 'oud', 'amber', 'evening'],
      description: 'Creamy sandalwood meets oud, jasmine and a glowing leather-amber base. A royal, enveloping wood.',
    },
    {
      id: 'guerlain-la-petite-robe-noire-edp', name: 'La Petite Robe Noire Eau de Parfum 100ml', category: 'Women',
      price: 135, rating: 4.4, reviews: 924, stock: 41, added: '2025-02-08',
      tags: ['fruity', 'floral', 'gourmand', 'evening'],
      description: 'Black cherry and almond over a smoky black tea rose, on vanilla and patchouli. The little black dress of perfume.',
    },
  ]),
  house('Hermès', [
    {
      id: 'hermes-terre-dhermes-edt', name: "Terre d'Hermès Eau de Toilette 100ml", category: 'Men',
      price: 130, rating: 4.7, reviews: 2103, stock: 41, added: '2024-12-19',
      tags: ['woody', 'citrus', 'signature', 'office'],
      description: 'Orange and grapefruit over flint, pepper and pelargonium, anchored by vetiver, cedar and benzoin. Earthy, mineral and vertical.',
    },
    {
      id: 'hermes-twilly-edp', name: "Twilly d'Hermès Eau de Parfum 85ml", category: 'Women',
      price: 150, rating: 4.3, reviews: 734, stock: 17, added: '2025-04-21',
      tags: ['floral', 'spicy', 'daytime'],
      description: 'A playful twist of ginger, tuberose and sandalwood. Bold, light-hearted and a little impertinent.',
    },
    {
      id: 'hermes-un-jardin-sur-le-nil-edt', name: 'Un Jardin sur le Nil Eau de Toilette 100ml', category: 'Unisex',
      price: 145, rating: 4.5, reviews: 902, stock: 28, added: '2025-05-05',
      tags: ['green', 'fresh', 'citrus', 'summer'],
      description: 'Green mango, lotus and grapefruit drift over calamus, sycamore and a wisp of incense. A stroll through the islands of the Nile.',
    },
    {
      id: 'hermes-h24-edt', name: 'H24 Eau de Toilette 100ml', category: 'Men',
      price: 130, rating: 4.1, reviews: 388, stock: 2, added: '2025-10-07',
      tags: ['aromatic', 'green', 'fresh', 'new'],
      description: 'Clary sage and narcissus against rosewood and a hot, metallic note of sclarene. Vibrant and modern.',
    },
    {
      id: 'hermes-eau-des-merveilles-edt', name: 'Eau des Merveilles Eau de Toilette 100ml', category: 'Women',
      price: 135, rating: 4.4, reviews: 655, stock: 33, added: '2025-08-18',
      tags: ['amber', 'woody', 'citrus', 'daytime'],
      description: 'Orange and lemon sparkle over a salty ambergris, oak moss and vetiver. A luminous amber woody with a hint of pink pepper.',
    },
  ]),
];
