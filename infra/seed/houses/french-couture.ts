import { house } from '../catalog-entry';

/** Paris couture and designer houses: Mugler, Jean Paul Gaultier, Paco Rabanne, Kenzo, Chloé, Azzaro, Elie Saab. */
export const frenchCouture = [
  house('Mugler', [
    {
      id: 'mugler-angel-edp', name: 'Angel Eau de Parfum 100ml', category: 'Women',
      price: 165, rating: 4.5, reviews: 1876, stock: 34, added: '2025-01-08',
      tags: ['gourmand', 'vanilla', 'oriental', 'evening', 'signature'],
      description: 'Bergamot and candied red fruits melt into praline, caramel and chocolate over patchouli. The star that invented the gourmand.',
    },
    {
      id: 'mugler-alien-edp', name: 'Alien Eau de Parfum 90ml', category: 'Women',
      price: 160, rating: 4.6, reviews: 1402, stock: 28, added: '2025-02-19',
      tags: ['floral', 'woody', 'amber', 'evening'],
      description: 'Jasmine sambac glows over cashmeran wood and a white amber. Radiant, solar and mysterious.',
    },
    {
      id: 'mugler-alien-goddess-edp', name: 'Alien Goddess Eau de Parfum 60ml', category: 'Women',
      price: 135, rating: 4.4, reviews: 512, stock: 3, added: '2025-09-11',
      tags: ['vanilla', 'floral', 'citrus', 'daytime'],
      description: 'Bergamot and coconut water lift a jasmine heart, with Bourbon vanilla warming the skin. A sunlit, golden floral.',
    },
    {
      id: 'mugler-aura-edp', name: 'Aura Mugler Eau de Parfum 90ml', category: 'Women',
      price: 145, rating: 4.0, reviews: 221, stock: 17, added: '2026-02-03',
      tags: ['green', 'floral', 'gourmand', 'evening'],
      description: 'Rhubarb leaf and orange blossom over tiger liana and a bold wolfwood accord. A green, untamed oriental.',
    },
    {
      id: 'mugler-angel-men-edt', name: 'Angel Men Eau de Toilette 100ml', category: 'Men',
      price: 120, rating: 4.4, reviews: 968, stock: 23, added: '2025-03-15',
      tags: ['gourmand', 'woody', 'aromatic', 'winter'],
      description: 'Lavender and mint over coffee, caramel and patchouli. A bold, smoky gourmand for men.',
    },
    {
      id: 'mugler-alien-man-edt', name: 'Alien Man Eau de Toilette 100ml', category: 'Men',
      price: 125, rating: 4.3, reviews: 243, stock: 41, added: '2026-01-14',
      tags: ['amber', 'leather', 'woody', 'evening'],
      description: 'Bergamot and violet leaf over a mineral white amber and suede leather. Magnetic and otherworldly.',
    },
  ]),
  house('Jean Paul Gaultier', [
    {
      id: 'jpg-classique-edt', name: 'Classique Eau de Toilette 100ml', category: 'Women',
      price: 125, rating: 4.4, reviews: 1133, stock: 36, added: '2025-01-27',
      tags: ['floral', 'powdery', 'vanilla', 'evening'],
      description: 'Orange blossom and rose on a powdery bed of ginger, vanilla and amber. The corseted bottle’s timeless floral.',
    },
    {
      id: 'jpg-scandal-edp', name: 'Scandal Eau de Parfum 80ml', category: 'Women',
      price: 135, rating: 4.5, reviews: 1287, stock: 0, added: '2025-02-25',
      tags: ['gourmand', 'floral', 'evening'],
      description: 'Honey and gardenia over blood orange, patchouli and beeswax. Sweet, daring and a little shameless.',
    },
    {
      id: 'jpg-la-belle-edp', name: 'La Belle Eau de Parfum 100ml', category: 'Women',
      price: 140, rating: 4.5, reviews: 1046, stock: 45, added: '2025-04-16',
      tags: ['vanilla', 'fruity', 'gourmand', 'winter'],
      description: 'Juicy pear and bergamot melt into a deep vanilla and tonka bean. An addictive, sensual gourmand.',
    },
    {
      id: 'jpg-divine-edp', name: 'Gaultier Divine Eau de Parfum 100ml', category: 'Women',
      price: 140, rating: 4.3, reviews: 187, stock: 22, added: '2026-03-19',
      tags: ['floral', 'aquatic', 'gourmand', 'daytime'],
      description: 'Lily and orange blossom with a salted iodine accord, softened by a creamy meringue. A sea-breeze floral with a sweet tooth.',
    },
    {
      id: 'jpg-le-male-edt', name: 'Le Male Eau de Toilette 125ml', category: 'Men',
      price: 115, rating: 4.6, reviews: 2846, stock: 62, added: '2024-12-20',
      tags: ['aromatic', 'vanilla', 'powdery', 'signature', 'bestseller'],
      description: 'Lavender and mint over cardamom and cinnamon, on a sweet base of vanilla and tonka. The sailor’s barbershop classic.',
    },
    {
      id: 'jpg-le-male-elixir-parfum', name: 'Le Male Elixir Parfum 125ml', category: 'Men',
      price: 155, rating: 4.7, reviews: 734, stock: 4, added: '2025-08-06',
      tags: ['amber', 'vanilla', 'aromatic', 'evening', 'winter'],
      description: 'Lavender and mint drenched in honey, tonka bean and tobacco. A rich, ambery evening version of the icon.',
    },
    {
      id: 'jpg-le-beau-edt', name: 'Le Beau Eau de Toilette 125ml', category: 'Men',
      price: 120, rating: 4.4, reviews: 802, stock: 38, added: '2025-05-08',
      tags: ['gourmand', 'woody', 'fresh', 'summer'],
      description: 'Bergamot and a woody coconut accord over tonka bean. A sun-drenched escape to paradise.',
    },
    {
      id: 'jpg-ultra-male-edt-intense', name: 'Ultra Male Eau de Toilette Intense 125ml', category: 'Men',
      price: 125, rating: 4.6, reviews: 1155, stock: 19, added: '2025-03-04',
      tags: ['fruity', 'vanilla', 'aromatic', 'evening'],
      description: 'Black pear and bergamot over lavender, clary sage and a dark vanilla. Sweeter and stronger than Le Male.',
    },
  ]),
  house('Paco Rabanne', [
    {
      id: 'paco-rabanne-lady-million-edp', name: 'Lady Million Eau de Parfum 80ml', category: 'Women',
      price: 130, rating: 4.3, reviews: 1187, stock: 31, added: '2025-01-22',
      tags: ['floral', 'fruity', 'amber', 'evening'],
      description: 'Raspberry and neroli over jasmine and orange blossom, with honey and patchouli. Flashy, golden and unashamed.',
    },
    {
      id: 'paco-rabanne-olympea-edp', name: 'Olympéa Eau de Parfum 80ml', category: 'Women',
      price: 130, rating: 4.4, reviews: 905, stock: 26, added: '2025-03-27',
      tags: ['vanilla', 'aquatic', 'floral', 'daytime'],
      description: 'Green mandarin and water jasmine on a salted vanilla and sandalwood. A modern goddess with a salty kiss.',
    },
    {
      id: 'paco-rabanne-fame-edp', name: 'Fame Eau de Parfum 80ml', category: 'Women',
      price: 135, rating: 4.2, reviews: 362, stock: 48, added: '2025-11-05',
      tags: ['floral', 'fruity', 'musk', 'daytime'],
      description: 'Mango and bergamot over jasmine and incense, with a creamy sandalwood. Glossy, fruity and very now.',
    },
    {
      id: 'paco-rabanne-1-million-edt', name: '1 Million Eau de Toilette 100ml', category: 'Men',
      price: 110, rating: 4.5, reviews: 3104, stock: 69, added: '2024-12-04',
      tags: ['spicy', 'leather', 'amber', 'evening', 'bestseller'],
      description: 'Grapefruit and mint sparkle over cinnamon and rose, with leather and blond woods. Bold, spicy and worth its weight in gold.',
    },
    {
      id: 'paco-rabanne-invictus-edt', name: 'Invictus Eau de Toilette 100ml', category: 'Men',
      price: 110, rating: 4.4, reviews: 2211, stock: 57, added: '2024-12-22',
      tags: ['aquatic', 'woody', 'fresh', 'summer', 'bestseller'],
      description: 'Grapefruit and a sea accord over bay leaf and jasmine, on guaiac wood and ambergris. Fresh, sporty and victorious.',
    },
    {
      id: 'paco-rabanne-phantom-edt', name: 'Phantom Eau de Toilette 100ml', category: 'Men',
      price: 115, rating: 4.2, reviews: 488, stock: 2, added: '2025-07-01',
      tags: ['aromatic', 'citrus', 'gourmand', 'daytime'],
      description: 'Lemon zest and lavender over a creamy vanilla and vetiver. Fresh, playful and futuristic.',
    },
  ]),
  house('Kenzo', [
    {
      id: 'kenzo-flower-edp', name: 'Flower by Kenzo Eau de Parfum 100ml', category: 'Women',
      price: 125, rating: 4.5, reviews: 1422, stock: 40, added: '2025-01-13',
      tags: ['powdery', 'floral', 'musk', 'daytime'],
      description: 'Parma violet, Bulgarian rose and hawthorn over white musk and vanilla. The poppy that blooms in the city.',
    },
    {
      id: 'kenzo-leau-pour-femme-edt', name: "L'Eau Kenzo pour Femme Eau de Toilette 100ml", category: 'Women',
      price: 95, rating: 4.1, reviews: 604, stock: 52, added: '2025-06-10',
      tags: ['aquatic', 'floral', 'fresh', 'summer'],
      description: 'Reed, mint and lotus over pink pepper and white musk. Clear and fluid as a spring current.',
    },
    {
      id: 'kenzo-homme-edt', name: 'Kenzo Homme Eau de Toilette 110ml', category: 'Men',
      price: 95, rating: 4.2, reviews: 512, stock: 44, added: '2025-04-30',
      tags: ['aquatic', 'woody', 'fresh', 'office'],
      description: 'Marine notes and black pepper over a trio of cedar, vetiver and sandalwood. The power of the ocean in a fresh wood.',
    },
    {
      id: 'kenzo-leau-pour-homme-edt', name: "L'Eau Kenzo pour Homme Eau de Toilette 100ml", category: 'Men',
      price: 90, rating: 4.0, reviews: 276, stock: 11, added: '2026-04-09',
      tags: ['aquatic', 'citrus', 'green', 'summer'],
      description: 'Yuzu and green mint over a watery accord of reed and white pepper. Light, sparkling and effortless.',
    },
  ]),
  house('Chloé', [
    {
      id: 'chloe-signature-edp', name: 'Chloé Eau de Parfum 75ml', category: 'Women',
      price: 140, rating: 4.5, reviews: 1534, stock: 37, added: '2024-12-26',
      tags: ['floral', 'powdery', 'daytime', 'signature'],
      description: 'Peony and lychee open onto Damask rose and magnolia, on cedar and amber. A fresh, feminine rose with a bow on the bottle.',
    },
    {
      id: 'chloe-nomade-edp', name: 'Nomade Eau de Parfum 75ml', category: 'Women',
      price: 135, rating: 4.4, reviews: 743, stock: 24, added: '2025-05-22',
      tags: ['fruity', 'woody', 'floral', 'daytime'],
      description: 'Mirabelle plum and freesia over a soft oakmoss. An untamed chypre for the free-spirited.',
    },
    {
      id: 'chloe-rose-tangerine-edt', name: 'Rose Tangerine Eau de Toilette 75ml', category: 'Women',
      price: 115, rating: 4.1, reviews: 284, stock: 5, added: '2025-10-28',
      tags: ['citrus', 'floral', 'fresh', 'summer'],
      description: 'Tangerine and rose petals sparkle over a clean white musk. A bright, zesty take on the Chloé rose.',
    },
    {
      id: 'chloe-magnolia-alba-edp', name: 'Atelier des Fleurs Magnolia Alba Eau de Parfum 50ml', category: 'Women',
      price: 150, rating: 4.2, reviews: 143, stock: 15, added: '2026-05-12',
      tags: ['floral', 'citrus', 'fresh', 'daytime'],
      description: 'Creamy magnolia petals lifted by bergamot and a hint of lemon. A soft, luminous single-flower portrait.',
    },
    {
      id: 'chloe-cedrus-edp', name: 'Atelier des Fleurs Cedrus Eau de Parfum 50ml', category: 'Unisex',
      price: 150, rating: 4.3, reviews: 119, stock: 13, added: '2026-05-12',
      tags: ['woody', 'spicy', 'musk', 'office'],
      description: 'Atlas cedar warmed by pink pepper and a soft musk. A calm, dry wood to share.',
    },
  ]),
  house('Azzaro', [
    {
      id: 'azzaro-chrome-edt', name: 'Chrome Eau de Toilette 100ml', category: 'Men',
      price: 85, rating: 4.3, reviews: 1388, stock: 73, added: '2024-12-29',
      tags: ['citrus', 'aquatic', 'fresh', 'office'],
      description: 'Lemon and bergamot over a marine heart and a clean musk. A crisp, metallic freshness for every day.',
    },
    {
      id: 'azzaro-the-most-wanted-parfum', name: 'The Most Wanted Parfum 100ml', category: 'Men',
      price: 125, rating: 4.6, reviews: 611, stock: 8, added: '2025-09-25',
      tags: ['amber', 'spicy', 'woody', 'evening', 'winter'],
      description: 'Toffee and a flame of ginger over a smoky amber wood. Seductive and intense.',
    },
    {
      id: 'azzaro-pour-homme-edt', name: 'Azzaro Pour Homme Eau de Toilette 100ml', category: 'Men',
      price: 75, rating: 4.2, reviews: 455, stock: 0, added: '2025-06-18',
      tags: ['aromatic', 'spicy', 'woody', 'office'],
      description: 'Lavender, anise and basil over vetiver and oakmoss. The classic barbershop fougère since 1978.',
    },
    {
      id: 'azzaro-wanted-girl-edp', name: 'Wanted Girl Eau de Parfum 80ml', category: 'Women',
      price: 115, rating: 4.0, reviews: 203, stock: 27, added: '2025-12-16',
      tags: ['gourmand', 'floral', 'spicy', 'evening'],
      description: 'Ginger and pink pepper over orange blossom and a dulce de leche accord. Daring, sweet and spiced.',
    },
  ]),
  house('Elie Saab', [
    {
      id: 'elie-saab-girl-of-now-edp', name: 'Girl of Now Eau de Parfum 90ml', category: 'Women',
      price: 125, rating: 4.3, reviews: 356, stock: 29, added: '2025-08-20',
      tags: ['floral', 'gourmand', 'fruity', 'daytime'],
      description: 'Pistachio and almond meet orange blossom and a creamy pear. A joyful, modern floral.',
    },
    {
      id: 'elie-saab-girl-of-now-lovely-edp', name: 'Girl of Now Lovely Eau de Parfum 90ml', category: 'Women',
      price: 125, rating: 4.1, reviews: 87, stock: 18, added: '2026-07-08',
      tags: ['floral', 'fruity', 'musk', 'summer'],
      description: 'Pink peony and blackcurrant over almond blossom and white musk. Light, tender and a little mischievous.',
    },
  ]),
];
