import { atLeastLabel, countCatalogue } from '@shared/catalog/catalogue-figures';
import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/** The about section's three figures, each a claim that stays true ("310+"). */
export interface AboutFigures {
  fragrances: string;
  houses: string;
  reviews: string;
}

let counted: Promise<AboutFigures> | undefined;

/**
 * GET /api/customer/products (the catalogue snapshot the shop reads), counted by the shared rule:
 * asked once a visit, and again after a failure.
 */
export function loadAboutFigures(): Promise<AboutFigures> {
  counted ??= api(routes.listProducts).then((products) => {
    const figures = countCatalogue(products);
    return { fragrances: atLeastLabel(figures.fragrances), houses: atLeastLabel(figures.houses), reviews: atLeastLabel(figures.reviews) };
  });
  counted.catch(() => {
    counted = undefined;
  });
  return counted;
}
