import { house } from '../catalog-entry';

/** Designer houses from New York, London and Amsterdam: Tom Ford, Carolina Herrera, Burberry, Viktor&Rolf. */
export const designer = [
  house('Tom Ford', [
    {
      id: 'tom-ford-black-orchid-edp', name: 'Black Orchid Eau de Parfum 100ml', category: 'Women',
      price: 195, rating: 4.5, reviews: 1655, stock: 33, added: '2024-12-13',
      tags: ['oriental', 'gourmand', 'floral', 'evening'],
      description: 'Black truffle and ylang-ylang over black orchid and plum, with patchouli, dark chocolate, incense and vanilla. Luxurious and sensual.',
    },
    {
      id: 'tom-ford-oud-wood-edp', name: 'Oud Wood Eau de Parfum 50ml', category: 'Unisex',
      price: 285, rating: 4.7, reviews: 1984, stock: 22, added: '2024-12-13',
      tags: ['oud', 'woody', 'spicy', 'signature', 'bestseller'],
      description: 'Rare oud wood with rosewood and cardamom, sandalwood, vetiver, tonka bean and amber. Smoky, exotic and smooth.',
    },
    {
      id: 'tom-ford-tobacco-vanille-edp', name: 'Tobacco Vanille Eau de Parfum 50ml', category: 'Unisex',
      price: 285, rating: 4.7, reviews: 1723, stock: 0, added: '2025-01-07',
      tags: ['gourmand', 'vanilla', 'spicy', 'winter'],
      description: 'Tobacco leaf and aromatic spices with vanilla, tonka bean, cocoa and dried fruits. An English gentleman’s club, opulent and warm.',
    },
    {
      id: 'tom-ford-lost-cherry-edp', name: 'Lost Cherry Eau de Parfum 50ml', category: 'Unisex',
      price: 395, rating: 4.4, reviews: 1204, stock: 16, added: '2025-02-18',
      tags: ['gourmand', 'fruity', 'floral', 'evening'],
      description: 'Black cherry and bitter almond liqueur over Turkish rose and jasmine sambac, with tonka bean, Peru balsam and sandalwood.',
    },
    {
      id: 'tom-ford-neroli-portofino-edp', name: 'Neroli Portofino Eau de Parfum 50ml', category: 'Unisex',
      price: 285, rating: 4.5, reviews: 988, stock: 30, added: '2025-04-24',
      tags: ['citrus', 'fresh', 'floral', 'summer'],
      description: 'Bergamot, lemon and mandarin with Tunisian neroli and orange blossom, on amber. The Italian Riviera in late afternoon.',
    },
    {
      id: 'tom-ford-ombre-leather-edp', name: 'Ombré Leather Eau de Parfum 100ml', category: 'Men',
      price: 195, rating: 4.6, reviews: 1377, stock: 38, added: '2025-03-04',
      tags: ['leather', 'woody', 'spicy', 'evening'],
      description: 'Cardamom and soft leather with jasmine sambac, patchouli and white moss. The open desert at dusk.',
    },
    {
      id: 'tom-ford-tuscan-leather-edp', name: 'Tuscan Leather Eau de Parfum 50ml', category: 'Unisex',
      price: 285, rating: 4.5, reviews: 702, stock: 10, added: '2025-08-13',
      tags: ['leather', 'fruity', 'spicy', 'evening'],
      description: 'Raspberry, saffron and thyme over rich leather, suede and olibanum. Raw, animalic and addictive.',
    },
    {
      id: 'tom-ford-noir-extreme-edp', name: 'Noir Extreme Eau de Parfum 100ml', category: 'Men',
      price: 180, rating: 4.6, reviews: 846, stock: 25, added: '2025-10-26',
      tags: ['gourmand', 'amber', 'spicy', 'winter'],
      description: 'Cardamom, nutmeg and saffron over a kulfi accord, rose and orange blossom, with vanilla, amber and sandalwood.',
    },
    {
      id: 'tom-ford-soleil-blanc-edp', name: 'Soleil Blanc Eau de Parfum 50ml', category: 'Unisex',
      price: 285, rating: 4.4, reviews: 566, stock: 15, added: '2025-06-14',
      tags: ['amber', 'floral', 'citrus', 'summer'],
      description: 'Bergamot and cardamom over ylang-ylang and tuberose, on coconut, amber and benzoin. Sun-kissed skin on a Mediterranean island.',
    },
  ]),
  house('Carolina Herrera', [
    {
      id: 'ch-good-girl-edp', name: 'Good Girl Eau de Parfum 80ml', category: 'Women',
      price: 140, rating: 4.6, reviews: 2977, stock: 59, added: '2024-12-15',
      tags: ['gourmand', 'floral', 'evening', 'bestseller'],
      description: 'Almond and coffee over tuberose and jasmine sambac, on tonka bean and cocoa. It is so good to be bad.',
    },
    {
      id: 'ch-bad-boy-edt', name: 'Bad Boy Eau de Toilette 100ml', category: 'Men',
      price: 120, rating: 4.4, reviews: 1106, stock: 44, added: '2025-01-14',
      tags: ['spicy', 'amber', 'woody', 'evening'],
      description: 'White and black pepper with bergamot, over sage and cedar, on cocoa and tonka bean. A contrast of light and shadow.',
    },
    {
      id: 'ch-212-vip-men-edt', name: '212 VIP Men Eau de Toilette 100ml', category: 'Men',
      price: 110, rating: 4.3, reviews: 1288, stock: 50, added: '2025-03-19',
      tags: ['fresh', 'spicy', 'amber', 'evening'],
      description: 'Passion fruit and lime with an icy vodka accord, gin and mint, over ginger, amber and leather. The party starts here.',
    },
    {
      id: 'ch-212-vip-rose-edp', name: '212 VIP Rosé Eau de Parfum 80ml', category: 'Women',
      price: 120, cost: 146, rating: 4.1, reviews: 733, stock: 35, added: '2025-06-15',
      tags: ['fruity', 'floral', 'musk', 'evening'],
      description: 'A pink champagne accord with pink pepper and peach, over white flowers and musk. Sparkling, now on promotion.',
    },
  ]),
  house('Burberry', [
    {
      id: 'burberry-her-edp', name: 'Her Eau de Parfum 100ml', category: 'Women',
      price: 148, rating: 4.5, reviews: 1455, stock: 41, added: '2025-01-21',
      tags: ['fruity', 'gourmand', 'musk', 'daytime'],
      description: 'Strawberry, raspberry, blackberry and sour cherry over jasmine and violet, on musk, amber and vanilla. London energy.',
    },
    {
      id: 'burberry-hero-edt', name: 'Hero Eau de Toilette 100ml', category: 'Men',
      price: 120, rating: 4.4, reviews: 894, stock: 46, added: '2025-02-26',
      tags: ['woody', 'fresh', 'aromatic', 'office'],
      description: 'Bergamot, juniper and black pepper over a trio of Atlas, Himalayan and Virginia cedars, on benzoin.',
    },
    {
      id: 'burberry-goddess-edp', name: 'Goddess Eau de Parfum 100ml', category: 'Women',
      price: 155, rating: 4.6, reviews: 18, stock: 62, added: '2026-10-19',
      tags: ['vanilla', 'aromatic', 'gourmand', 'new'],
      description: 'Three vanillas — infusion, absolute and caviar — with lavender, ginger and cocoa. Warm, radiant and new in our shop.',
    },
    {
      id: 'burberry-mr-burberry-edp', name: 'Mr. Burberry Eau de Parfum 100ml', category: 'Men',
      price: 110, cost: 134, rating: 3.6, reviews: 287, stock: 26, added: '2025-07-23',
      tags: ['woody', 'aromatic', 'spicy', 'office'],
      description: 'Grapefruit and tarragon over cardamom, birch leaf and nutmeg, on vetiver, sandalwood and guaiac. Tailored, on promotion.',
    },
  ]),
  house('Viktor&Rolf', [
    {
      id: 'viktor-rolf-flowerbomb-edp', name: 'Flowerbomb Eau de Parfum 100ml', category: 'Women',
      price: 185, rating: 4.6, reviews: 2344, stock: 48, added: '2024-12-17',
      tags: ['floral', 'gourmand', 'musk', 'signature', 'bestseller'],
      description: 'Bergamot and tea over jasmine, freesia, orchid and rose, with patchouli and musk. An explosion of flowers.',
    },
    {
      id: 'viktor-rolf-spicebomb-extreme-edp', name: 'Spicebomb Extreme Eau de Parfum 90ml', category: 'Men',
      price: 135, rating: 4.7, reviews: 1207, stock: 3, added: '2025-02-08',
      tags: ['spicy', 'vanilla', 'amber', 'winter'],
      description: 'Black pepper, cumin and grapefruit over tobacco and lavender, on vanilla and cinnamon. Explosive warmth.',
    },
    {
      id: 'viktor-rolf-bonbon-edp', name: 'Bonbon Eau de Parfum 90ml', category: 'Women',
      price: 145, rating: 3.4, reviews: 176, stock: 19, added: '2025-09-09',
      tags: ['gourmand', 'fruity', 'floral', 'evening'],
      description: 'Mandarin, orange and peach swirled with caramel, over jasmine and orange blossom, on guaiac wood and cedar.',
    },
  ]),
];
