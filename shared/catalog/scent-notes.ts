/**
 * The one vocabulary of notes: every note a product lists is written as here ("Tonka Bean", never
 * "tonka" or "Tonka Beans"), so filters, the finder and similarity compare like with like.
 */
export const NOTE_VOCABULARY = [
  // Citrus
  'Bergamot', 'Bitter Orange', 'Blood Orange', 'Citron', 'Citrus', 'Clementine', 'Grapefruit',
  'Lemon', 'Lime', 'Mandarin', 'Neroli', 'Orange', 'Petitgrain', 'Pomelo', 'Yuzu',
  // Fruit
  'Apple', 'Apricot', 'Banana', 'Black Cherry', 'Blackberry', 'Blackcurrant', 'Cherry', 'Coconut',
  'Fig', 'Litchi', 'Mango', 'Melon', 'Nectarine', 'Passion Fruit', 'Peach', 'Pear', 'Pineapple',
  'Plum', 'Pomegranate', 'Quince', 'Raspberry', 'Red Berries', 'Rhubarb', 'Strawberry',
  'Watermelon', 'Wild Strawberry', 'Persimmon', 'Cloudberry', 'Cranberry', 'Mulberry', 'Sapodilla',
  'Dried Fruit', 'Fruity Notes', 'Pumpkin', 'Cucumber',
  // Flowers
  'Carnation', 'Cherry Blossom', 'Cyclamen', 'Freesia', 'Frangipani', 'Gardenia', 'Geranium',
  'Heliotrope', 'Hyacinth', 'Honeysuckle', 'Iris', 'Jasmine', 'Jasmine Sambac', 'Lavender',
  'Lily', 'Lily of the Valley', 'Lotus', 'Magnolia', 'Mimosa', 'Narcissus', 'Orange Blossom',
  'Orchid', 'Osmanthus', 'Peony', 'Rose', 'Tiare Flower', 'Tuberose', 'Violet', 'White Flowers',
  'Ylang-Ylang', 'Lilac', 'Water Lily', 'Champaca', 'Linden Blossom', 'Daisy', 'Banana Blossom',
  'Tobacco Blossom', 'Hawthorn', 'Tulip', 'Immortelle', 'Rangoon Creeper', 'Pear Blossom', 'Chamomile',
  // Green and herbs
  'Basil', 'Blackcurrant Bud', 'Clary Sage', 'Fig Leaf', 'Galbanum', 'Grass', 'Green Notes',
  'Green Tea', 'Ivy', 'Mint', 'Rosemary', 'Sage', 'Tea', 'Thyme', 'Tomato Leaf', 'Violet Leaf',
  'Artemisia', 'Juniper Berry', 'Bamboo', 'Matcha Tea', 'Black Tea', 'Mate', 'Tarragon', 'Dill',
  'Bay Leaf', 'Eucalyptus', 'Oregano', 'Myrtle', 'Angelica', 'Olive Leaf', 'Santolina',
  // Spices
  'Anise', 'Black Pepper', 'Cardamom', 'Cinnamon', 'Clove', 'Coriander', 'Cumin', 'Ginger',
  'Nutmeg', 'Pink Pepper', 'Saffron', 'Star Anise', 'Pepper', 'Elemi', 'Szechuan Pepper', 'Caraway',
  'Pimento', 'Spicy Notes',
  // Woods and mosses
  'Birch', 'Cashmeran', 'Cedar', 'Cypress', 'Driftwood', 'Guaiac Wood', 'Oakmoss',
  'Oud', 'Patchouli', 'Pine', 'Rosewood', 'Sandalwood', 'Vetiver', 'Woody Notes', 'Ambroxan',
  'Iso E Super', 'Cypriol', 'Papyrus', 'Teak', 'Ebony', 'Mahogany', 'Moss', 'Amberwood', 'Redwood',
  'Fir', 'Balsa Wood', 'Wolfwood', 'Tiger Liana',
  // Resins, balsams, amber
  'Amber', 'Ambergris', 'Benzoin', 'Copal', 'Frankincense', 'Incense', 'Labdanum', 'Myrrh',
  'Opoponax', 'Peru Balsam', 'Styrax', 'Tolu Balsam', 'Resins',
  // Sweet and edible
  'Almond', 'Caramel', 'Chocolate', 'Cocoa', 'Coffee', 'Cotton Candy', 'Hazelnut', 'Honey',
  'Licorice', 'Marshmallow', 'Milk', 'Praline', 'Rum', 'Cognac', 'Whisky', 'Brown Sugar',
  'Sugar', 'Tonka Bean', 'Vanilla', 'Pistachio', 'Rice', 'Chestnut', 'Meringue', 'Tobacco',
  'Coumarin', 'Truffle', 'Kulfi', 'Vodka', 'Gin', 'Champagne', 'Beeswax',
  // Animalic, skin and others
  'Aldehydes', 'Ambrette', 'Castoreum', 'Civet', 'Leather', 'Musk', 'White Musk', 'Suede',
  'Powdery Notes', 'Salt', 'Sea Notes', 'Sea Salt', 'Ozonic Notes', 'Aquatic Notes',
  'Metallic Notes', 'Smoke', 'Birch Tar', 'Hay', 'Earth', 'Mineral Notes', 'Calone', 'Cashmere Wood',
  'Seaweed', 'Ink', 'Cotton Flower', 'Lemon Verbena', 'Ginger Lily',
] as const;
