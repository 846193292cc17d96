/** Shapes the API speaks. Money is dollars with 2 decimals on the wire, integer cents inside. */

export const CATEGORIES = ['Women', 'Men', 'Unisex', 'Gifts'] as const;
export type Category = (typeof CATEGORIES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A catalogue product as spec 01 §3 and spec 02 §3 describe it. */
export interface Product {
  product_id: string;
  name: string;
  brand: string;
  category: Category;
  description?: string;
  image_url: string;
  retail_price: number;
  cost_price?: number;
  rating: number;
  review_count: number;
  tags: string[];
  stock_quantity: number;
  created_at: string;
}

export interface Brand {
  id: string;
  brandName: string;
}

/** The signed-in identity carried by a session token. */
export interface SessionUser {
  id: string;
  role: Role;
  username: string;
  email: string;
}
