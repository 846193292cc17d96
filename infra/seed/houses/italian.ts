import { house } from '../catalog-entry';

/** The Italian houses: Giorgio Armani, Gucci, Prada, Versace, Dolce & Gabbana, Valentino. */
export const italian = [
  house('Giorgio Armani', [
    {
      id: 'armani-acqua-di-gio-edp', name: 'Acqua di Giò Eau de Parfum 125ml', category: 'Men',
      price: 150, rating: 4.6, reviews: 2874, stock: 61, added: '2024-12-04',
      tags: ['aquatic', 'fresh', 'aromatic', 'summer', 'bestseller'],
      description: 'Marine notes and green mandarin over rosemary and clary sage, grounded by vetiver, patchouli and a mineral accord. The sea, distilled.',
    },
    {
      id: 'armani-code-parfum', name: 'Armani Code Parfum 75ml', category: 'Men',
      price: 140, rating: 4.5, reviews: 1046, stock: 32, added: '2025-02-20',
      tags: ['powdery', 'amber', 'citrus', 'evening'],
      description: 'Bergamot and green mandarin, an iris and clary sage heart, and a sleek trail of tonka bean and cedar. Seduction in a black flacon.',
    },
    {
      id: 'armani-si-edp', name: 'Sì Eau de Parfum 100ml', category: 'Women',
      price: 155, rating: 4.6, reviews: 1865, stock: 43, added: '2024-12-18',
      tags: ['fruity', 'vanilla', 'floral', 'signature'],
      description: 'Blackcurrant nectar, May rose and freesia over vanilla, patchouli and ambroxan. A modern chypre for a woman who says yes.',
    },
    {
      id: 'armani-my-way-edp', name: 'My Way Eau de Parfum 90ml', category: 'Women',
      price: 150, rating: 4.4, reviews: 977, stock: 36, added: '2025-03-06',
      tags: ['floral', 'vanilla', 'musk', 'daytime'],
      description: 'Bergamot and orange blossom lead to tuberose and jasmine, then Madagascar vanilla, white musk and cedar. A floral made for journeys.',
    },
    {
      id: 'armani-stronger-with-you-intensely', name: 'Stronger With You Intensely Eau de Parfum 100ml', category: 'Men',
      price: 135, rating: 4.7, reviews: 1590, stock: 3, added: '2025-10-12',
      tags: ['gourmand', 'amber', 'spicy', 'winter'],
      description: 'Pink pepper and juniper over toffee, cinnamon and lavender, sinking into vanilla, tonka bean and amber. Warm as a wool coat.',
    },
  ]),
  house('Gucci', [
    {
      id: 'gucci-bloom-edp', name: 'Bloom Eau de Parfum 100ml', category: 'Women',
      price: 150, rating: 4.5, reviews: 1312, stock: 40, added: '2025-01-11',
      tags: ['floral', 'green', 'daytime'],
      description: 'Tuberose and jasmine with the rare Rangoon creeper: a rich white-flower garden in full bloom.',
    },
    {
      id: 'gucci-guilty-pour-homme-edp', name: 'Guilty Pour Homme Eau de Parfum 90ml', category: 'Men',
      price: 135, cost: 162, rating: 4.3, reviews: 688, stock: 27, added: '2025-02-14',
      tags: ['aromatic', 'woody', 'spicy', 'evening'],
      description: 'Pink pepper and lavender, lemon and orange blossom, over cedar and patchouli. Provocative and self-assured, now on promotion.',
    },
    {
      id: 'gucci-flora-gorgeous-gardenia-edp', name: 'Flora Gorgeous Gardenia Eau de Parfum 100ml', category: 'Women',
      price: 155, rating: 4.6, reviews: 1104, stock: 0, added: '2025-04-28',
      tags: ['floral', 'fruity', 'gourmand', 'daytime'],
      description: 'Pear blossom and red berries over gardenia and jasmine, with a sweet touch of brown sugar and patchouli.',
    },
    {
      id: 'gucci-memoire-dune-odeur-edp', name: "Mémoire d'une Odeur Eau de Parfum 100ml", category: 'Unisex',
      price: 150, rating: 4.1, reviews: 310, stock: 22, added: '2025-06-08',
      tags: ['aromatic', 'musk', 'woody', 'daytime'],
      description: 'Roman chamomile and bitter almond over coral jasmine, musk, cedar and sandalwood. A memory of a scent, for anyone.',
    },
  ]),
  house('Prada', [
    {
      id: 'prada-paradoxe-edp', name: 'Paradoxe Eau de Parfum 90ml', category: 'Women',
      price: 150, rating: 4.5, reviews: 842, stock: 55, added: '2025-03-26',
      tags: ['floral', 'amber', 'musk', 'signature'],
      description: 'Pear, bergamot and mandarin over neroli and jasmine, with amber, bourbon vanilla and white musk. A floral amber full of contradictions.',
    },
    {
      id: 'prada-luna-rossa-carbon-edt', name: 'Luna Rossa Carbon Eau de Toilette 100ml', category: 'Men',
      price: 125, rating: 4.5, reviews: 1377, stock: 48, added: '2025-01-23',
      tags: ['fresh', 'aromatic', 'citrus', 'office'],
      description: 'Bergamot and pepper over lavender and a cool metallic accord, on ambroxan and patchouli. Sleek and technical.',
    },
    {
      id: 'prada-lhomme-edt', name: "Prada L'Homme Eau de Toilette 100ml", category: 'Men',
      price: 130, rating: 4.4, reviews: 611, stock: 9, added: '2025-05-31',
      tags: ['powdery', 'woody', 'office'],
      description: 'Iris, neroli and cardamom over amber, patchouli and cedar. A clean, powdery elegance like a freshly pressed shirt.',
    },
    {
      id: 'prada-candy-edp', name: 'Candy Eau de Parfum 80ml', category: 'Women',
      price: 140, rating: 4.3, reviews: 721, stock: 18, added: '2025-07-19',
      tags: ['gourmand', 'vanilla', 'musk', 'evening'],
      description: 'Caramel and benzoin in a cloud of white musk. Pop, playful and utterly delicious.',
    },
    {
      id: 'prada-luna-rossa-ocean-edt', name: 'Luna Rossa Ocean Eau de Toilette 100ml', category: 'Men',
      price: 125, rating: 4.4, reviews: 403, stock: 22, added: '2025-07-06',
      tags: ['aquatic', 'citrus', 'aromatic', 'summer'],
      description: 'Bergamot and pink pepper over lavender, iris and a suede accord. Fresh as a yacht at full sail.',
    },
  ]),
  house('Versace', [
    {
      id: 'versace-eros-edt', name: 'Eros Eau de Toilette 100ml', category: 'Men',
      price: 110, rating: 4.5, reviews: 3088, stock: 88, added: '2024-12-06',
      tags: ['fresh', 'aromatic', 'vanilla', 'evening', 'bestseller'],
      description: 'Mint, green apple and lemon over tonka bean and geranium, with vanilla, vetiver and cedar. Passion and strength in a blue bottle.',
    },
    {
      id: 'versace-bright-crystal-edt', name: 'Bright Crystal Eau de Toilette 90ml', category: 'Women',
      price: 95, cost: 118, rating: 4.4, reviews: 2150, stock: 70, added: '2024-12-21',
      tags: ['floral', 'fruity', 'fresh', 'summer'],
      description: 'Iced yuzu and pomegranate over peony, magnolia and lotus, on musk and amber. Sheer, sparkling and on promotion.',
    },
    {
      id: 'versace-dylan-blue-pour-homme-edt', name: 'Dylan Blue Pour Homme Eau de Toilette 100ml', category: 'Men',
      price: 105, rating: 4.4, reviews: 1211, stock: 57, added: '2025-02-09',
      tags: ['aquatic', 'aromatic', 'woody', 'daytime'],
      description: 'Bergamot, grapefruit and fig leaf over violet leaf and ambrox, with papyrus, patchouli, incense and musk. Mediterranean and masculine.',
    },
    {
      id: 'versace-pour-homme-edt', name: 'Versace Pour Homme Eau de Toilette 100ml', category: 'Men',
      price: 95, rating: 4.2, reviews: 834, stock: 64, added: '2025-04-03',
      tags: ['citrus', 'fresh', 'aromatic', 'summer'],
      description: 'Neroli, bergamot and lemon over hyacinth and clary sage, with cedar, tonka bean and amber. Crisp and easy in the heat.',
    },
    {
      id: 'versace-crystal-noir-edt', name: 'Crystal Noir Eau de Toilette 90ml', category: 'Women',
      price: 105, rating: 3.9, reviews: 596, stock: 12, added: '2025-06-22',
      tags: ['oriental', 'spicy', 'floral', 'evening'],
      description: 'Ginger, cardamom and pepper over coconut, gardenia and orange blossom, on sandalwood, amber and musk. Dark and mysterious.',
    },
    {
      id: 'versace-eros-flame-edp', name: 'Eros Flame Eau de Parfum 100ml', category: 'Men',
      price: 115, rating: 4.5, reviews: 987, stock: 40, added: '2025-04-02',
      tags: ['spicy', 'citrus', 'woody', 'evening'],
      description: 'Mandarin and black pepper over rosemary, with tonka bean, cedar and vanilla. Passionate and fiery.',
    },
  ]),
  house('Dolce & Gabbana', [
    {
      id: 'dg-light-blue-edt', name: 'Light Blue Eau de Toilette 100ml', category: 'Women',
      price: 120, rating: 4.6, reviews: 3305, stock: 79, added: '2024-12-08',
      tags: ['citrus', 'fresh', 'fruity', 'summer', 'bestseller'],
      description: 'Sicilian lemon and Granny Smith apple over bellflower, bamboo and white rose, on cedar and musk. A Mediterranean summer in a bottle.',
    },
    {
      id: 'dg-light-blue-pour-homme-edt', name: 'Light Blue Pour Homme Eau de Toilette 125ml', category: 'Men',
      price: 115, rating: 4.4, reviews: 1488, stock: 4, added: '2024-12-08',
      tags: ['citrus', 'fresh', 'aromatic', 'summer'],
      description: 'Grapefruit, bergamot and juniper with rosemary and Sichuan pepper, over musk, incense and oakmoss. Sun-soaked and crisp.',
    },
    {
      id: 'dg-the-one-edp', name: 'The One Eau de Parfum 75ml', category: 'Women',
      price: 125, rating: 4.5, reviews: 1021, stock: 31, added: '2025-01-25',
      tags: ['oriental', 'fruity', 'vanilla', 'evening'],
      description: 'Peach, lychee and bergamot over lily, plum and jasmine, on vanilla, amber and musk. Glamorous and golden.',
    },
    {
      id: 'dg-the-one-for-men-edp', name: 'The One for Men Eau de Parfum 100ml', category: 'Men',
      price: 125, rating: 4.5, reviews: 1302, stock: 0, added: '2025-02-27',
      tags: ['spicy', 'amber', 'woody', 'evening'],
      description: 'Grapefruit and coriander over cardamom, ginger and orange blossom, with tobacco, amber and cedar. Sophisticated warmth.',
    },
    {
      id: 'dg-devotion-edp', name: 'Devotion Eau de Parfum 100ml', category: 'Women',
      price: 150, rating: 4.2, reviews: 27, stock: 45, added: '2026-10-02',
      tags: ['gourmand', 'citrus', 'vanilla', 'new'],
      description: 'Candied lemon and orange blossom over an Italian panettone accord and vanilla. Sweet devotion, freshly baked.',
    },
  ]),
  house('Valentino', [
    {
      id: 'valentino-born-in-roma-donna-edp', name: 'Born in Roma Donna Eau de Parfum 100ml', category: 'Women',
      price: 155, rating: 4.6, reviews: 1176, stock: 37, added: '2025-03-13',
      tags: ['floral', 'vanilla', 'fruity', 'evening'],
      description: 'Blackcurrant, pink pepper and bergamot over jasmine sambac and jasmine tea, on bourbon vanilla, cashmeran and guaiac wood.',
    },
    {
      id: 'valentino-born-in-roma-uomo-edt', name: 'Born in Roma Uomo Eau de Toilette 100ml', category: 'Men',
      price: 135, rating: 4.5, reviews: 1043, stock: 28, added: '2025-03-13',
      tags: ['aromatic', 'woody', 'fresh', 'daytime'],
      description: 'Mineral salt and violet leaf over smoky vetiver and ginger. Couture with a street-smart edge.',
    },
    {
      id: 'valentino-voce-viva-edp', name: 'Voce Viva Eau de Parfum 100ml', category: 'Women',
      price: 125, rating: 3.8, reviews: 214, stock: 7, added: '2025-08-26',
      tags: ['floral', 'citrus', 'vanilla', 'daytime'],
      description: 'Bergamot and mandarin over orange blossom and gardenia, on vanilla and moss. A bright, vocal floral.',
    },
    {
      id: 'valentino-uomo-intense-edp', name: 'Uomo Intense Eau de Parfum 100ml', category: 'Men',
      price: 125, rating: 4.6, reviews: 402, stock: 2, added: '2025-11-18',
      tags: ['leather', 'powdery', 'vanilla', 'evening'],
      description: 'Iris and mandarin over a soft leather accord, with vanilla and tonka bean. Suave, powdery and intense.',
    },
  ]),
];
