import type { Category } from '../types';
import { shopCategoryHref } from './category-param';

/** A card of the home page's category showcase. */
export interface CategoryCard {
  title: string;
  category: Category;
  description: string;
  /** The approximate product count, shown as e.g. '120+ Products'. */
  countLabel: string;
  features: readonly string[];
  href: string;
}

/** The home page's four category cards, in order, with their approximate counts (spec 01 §1, §9). */
export const CATEGORY_SHOWCASE: readonly CategoryCard[] = [
  {
    title: "Women's",
    category: 'Women',
    description: 'Floral, fruity and oriental scents, from light day wear to evening signatures.',
    countLabel: '120+',
    features: ['Floral', 'Fruity', 'Oriental'],
    href: shopCategoryHref('Women'),
  },
  {
    title: "Men's",
    category: 'Men',
    description: 'Woody, aromatic and fresh colognes with lasting character.',
    countLabel: '85+',
    features: ['Woody', 'Aromatic', 'Fresh'],
    href: shopCategoryHref('Men'),
  },
  {
    title: 'Unisex',
    category: 'Unisex',
    description: 'Fragrances made to be shared: citrus, musk and amber for anyone.',
    countLabel: '60+',
    features: ['Citrus', 'Musk', 'Amber'],
    href: shopCategoryHref('Unisex'),
  },
  {
    title: 'Gifts',
    category: 'Gifts',
    description: 'Gift sets and discovery boxes, ready to wrap for every occasion.',
    countLabel: '45+',
    features: ['Gift Sets', 'Discovery Boxes', 'Minis'],
    href: shopCategoryHref('Gifts'),
  },
];
