import { describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import type { Product } from '@shared/types';
import { toItem } from '../repositories/products';
import type { CardPicture } from '../images/share-card-svg';
import { memoryObject, objectIn, type StoredInMemory } from '../test-support/memory-object';
import { productPagesReaction, publishProductPagesNow, publishShareCardsNow } from './product-pages';
import type { ProductPageStore, RenderProductPage } from './product-page-publisher';
import type { TableChange } from './reactions';
import type { ShareCards } from './share-cards';

const catalogue = (): Product[] => [
  aProduct({ product_id: 'a1', name: 'A One', brand: 'Atelier', category: 'Women', tags: ['floral'] }),
  aProduct({ product_id: 'a2', name: 'A Two', brand: 'Atelier', category: 'Women', tags: ['floral'] }),
  aProduct({ product_id: 'a3', name: 'A Three', brand: 'Atelier', category: 'Men', tags: ['woody'] }),
  aProduct({ product_id: 'b1', name: 'B One', brand: 'Bois', category: 'Women', tags: ['floral', 'rose'] }),
  aProduct({ product_id: 'b2', name: 'B Two', brand: 'Bois', category: 'Men', tags: ['woody'] }),
  aProduct({ product_id: 'c1', name: 'C One', brand: 'Citron', category: 'Unisex', tags: ['citrus'] }),
];

/** A table and a bucket in memory, and a renderer that notes what it drew. */
function world(products = catalogue()) {
  const table = new Map(products.map((p) => [p.product_id, p]));
  const pages = new Map<string, ReturnType<typeof memoryObject>>();
  const drawn: string[] = [];
  let generation = 0;
  const hooks = {
    beforeWrite: async (_id: string) => undefined as void,
    afterWrite: async (_id: string) => undefined as void,
  };
  const pageOf = (id: string) => {
    if (!pages.has(id)) pages.set(id, memoryObject());
    const object = pages.get(id)!;
    return {
      ...object,
      write: async (...args: Parameters<typeof object.write>) => {
        await hooks.beforeWrite(id);
        const written = await object.write(...args);
        await hooks.afterWrite(id);
        return written;
      },
    };
  };
  const store: ProductPageStore = {
    nextGeneration: async () => (generation += 1),
    listProducts: async () => [...table.values()],
    readProducts: async (ids) => new Map(ids.flatMap((id) => (table.has(id) ? [[id, table.get(id)!] as const] : []))),
    page: pageOf,
    template: async () => '<!doctype html><div id="root"></div>',
    siteUrl: () => 'https://shop.example',
  };
  const render: RenderProductPage = ({ product, related, origin }) => {
    drawn.push(product.product_id);
    return `${origin} ${JSON.stringify(product)} ${[...related.house, ...related.alike].map((p) => p.name).join(',')}`;
  };
  // Share cards: kept per product, drawn as their SVG's bytes, noting whose card was drawn.
  const cardCells = new Map<string, { stored?: StoredInMemory }>();
  const cardsDrawn: string[] = [];
  const pictures = new Map<string, CardPicture>();
  const cards: ShareCards = {
    store: {
      card: (id, fingerprint) => {
        if (!cardCells.has(id)) cardCells.set(id, {});
        return objectIn(cardCells.get(id)!, undefined, fingerprint);
      },
      picture: async (url) => pictures.get(url),
    },
    draw: async (svg) => {
      cardsDrawn.push(svg);
      return new TextEncoder().encode(svg);
    },
  };
  const card = (id: string) => cardCells.get(id)?.stored?.body.toString();
  const deps = { store: () => store, render, cards: () => cards };
  const reaction = productPagesReaction(deps);
  /** Applies an edit to the table and hands its stream record to the reaction, as the stream would. */
  const change = async (id: string, edit: ((p: Product) => Product) | 'delete') => {
    const old = table.get(id)!;
    const record: TableChange =
      edit === 'delete'
        ? { event: 'REMOVE', oldItem: { ...toItem(old) } }
        : { event: 'MODIFY', oldItem: { ...toItem(old) }, newItem: { ...toItem(edit(old)) } };
    if (edit === 'delete') table.delete(id);
    else table.set(id, edit(old));
    if (reaction.wants(record)) await reaction.runOnce([record]);
    return record;
  };
  const page = (id: string) => pages.get(id)?.stored()?.body.toString();
  return { table, drawn, store, render, reaction, change, page, hooks, pages, deps, card, cardsDrawn, pictures };
}

const sorted = (ids: string[]) => [...ids].sort();

describe('the product pages reaction', () => {
  it('draws every page at start-up, each with its rows', async () => {
    const w = world();
    const result = await publishProductPagesNow({ store: () => w.store, render: w.render, cards: () => undefined });
    expect(result.rendered).toBe(6);
    expect(sorted(w.drawn)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'c1']);
    expect(w.page('a1')).toContain('A Three,A Two,B One');
  });

  it('draws a product whose price changed and the pages whose rows show it, no other', async () => {
    const w = world();
    await w.change('a1', (p) => ({ ...p, retail_price: 90 }));
    // a2 and a3 show it as their house's; b1 as alike (Women, floral); b2 and c1 never show it.
    expect(sorted(w.drawn)).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(w.page('a1')).toContain('"retail_price":90');
  });

  it('draws nothing when stock moves inside its band', async () => {
    const w = world();
    const record = await w.change('a1', (p) => ({ ...p, stock_quantity: p.stock_quantity + 15 }));
    expect(w.reaction.wants(record)).toBe(false);
    expect(w.drawn).toEqual([]);
  });

  it('draws the product when its stock moves into another band', async () => {
    const w = world();
    await w.change('a1', (p) => ({ ...p, stock_quantity: 0 }));
    expect(w.drawn).toContain('a1');
    expect(w.page('a1')).toContain('"stock_quantity":0');
  });

  it('draws the page again when a few left becomes fewer, as it says how many', async () => {
    const w = world(catalogue().map((p) => ({ ...p, stock_quantity: 3 })));
    await w.change('c1', (p) => ({ ...p, stock_quantity: 2 }));
    expect(w.drawn).toEqual(['c1']);
  });

  it("takes down a deleted product's page and draws the pages that showed it", async () => {
    const w = world();
    await publishProductPagesNow({ store: () => w.store, render: w.render, cards: () => undefined });
    w.drawn.length = 0;
    await w.change('a2', 'delete');
    expect(w.page('a2')).toBeUndefined();
    expect(sorted(w.drawn)).toEqual(['a1', 'a3', 'b1']);
    expect(w.page('a1')).not.toContain('A Two');
  });

  it('draws the whole house when its brand is renamed, and the pages showing it alike', async () => {
    const w = world();
    for (const id of ['a1', 'a2', 'a3']) await w.change(id, (p) => ({ ...p, brand: 'Atelier Paris' }));
    expect(new Set(w.drawn)).toEqual(new Set(['a1', 'a2', 'a3', 'b1', 'b2']));
    expect(w.page('b1')).toContain('A One');
  });

  it('never gives the renderer a purchase cost below retail', async () => {
    const w = world();
    await w.change('c1', (p) => ({ ...p, name: 'C Uno', cost_price: 10, retail_price: 50 }));
    expect(w.page('c1')).not.toContain('cost_price');
  });

  it('takes down a page written for a product deleted while it was drawn', async () => {
    const w = world();
    // The product goes after its page was read for drawing, and its deletion found no page to remove.
    w.hooks.afterWrite = async (id) => {
      if (id === 'c1') w.table.delete('c1');
    };
    await w.change('c1', (p) => ({ ...p, name: 'C Uno' }));
    expect(w.drawn).toContain('c1');
    expect(w.page('c1')).toBeUndefined();
  });

  it('keeps the newer page when an older render writes late', async () => {
    const w = world();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    w.hooks.beforeWrite = (id) => (id === 'c1' ? held : Promise.resolve());
    const older = publishProductPagesNow({ store: () => w.store, render: w.render, cards: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 5));
    w.hooks.beforeWrite = async () => undefined;
    w.table.set('c1', { ...w.table.get('c1')!, name: 'C Newer' });
    await publishProductPagesNow({ store: () => w.store, render: w.render, cards: () => undefined });
    release();
    await older;
    expect(w.page('c1')).toContain('C Newer');
  });
});

describe('the similar scents row', () => {
  // Three houses, three categories: only their notes tie them together.
  const scented = (): Product[] => [
    aProduct({
      product_id: 'v1',
      name: 'Vanilla One',
      brand: 'Atelier',
      category: 'Women',
      tags: ['a'],
      scent_family: 'Gourmand',
      notes: { top: ['Pear'], heart: ['Iris'], base: ['Vanilla', 'Tonka Bean'] },
    }),
    aProduct({
      product_id: 'v2',
      name: 'Vanilla Two',
      brand: 'Bois',
      category: 'Men',
      tags: ['b'],
      scent_family: 'Gourmand',
      notes: { top: ['Lemon'], heart: ['Rose'], base: ['Vanilla', 'Tonka Bean'] },
    }),
    aProduct({
      product_id: 'c1',
      name: 'Cedar One',
      brand: 'Citron',
      category: 'Unisex',
      tags: ['c'],
      scent_family: 'Woody',
      notes: { top: ['Bergamot'], heart: ['Violet'], base: ['Cedar'] },
    }),
  ];

  it('draws a page whose similar scents changed, whatever its house and category', async () => {
    const w = world(scented());
    await w.change('c1', (p) => ({ ...p, notes: { top: ['Bergamot'], heart: ['Violet'], base: ['Vanilla', 'Tonka Bean'] } }));
    expect(sorted(w.drawn)).toEqual(['c1', 'v1', 'v2']);
    expect(w.page('v1')).toContain('"similar_scents":["v2","c1"]');
  });

  it('draws the pages listing a product as similar when what they show of it changes', async () => {
    const w = world(scented());
    await w.change('v2', (p) => ({ ...p, retail_price: 77 }));
    expect(sorted(w.drawn)).toEqual(['v1', 'v2']);
  });
});

describe('the share cards drawn with the pages', () => {
  it('draws a card for each product once, and again only when what it shows changes', async () => {
    const w = world();
    const first = await publishShareCardsNow(w.deps);
    expect(first.cards).toBe(6);
    expect(w.card('a1')).toContain('A One');
    expect((await publishShareCardsNow(w.deps)).cards).toBe(0);

    w.cardsDrawn.length = 0;
    await w.change('a1', (p) => ({ ...p, retail_price: 91 }));
    expect(w.drawn).toContain('a1');
    expect(w.cardsDrawn).toEqual([]); // a card shows no price

    await w.change('a1', (p) => ({ ...p, name: 'A Uno', image_url: '/images/products/a1-new.png' }));
    expect(w.cardsDrawn).toHaveLength(1);
    expect(w.card('a1')).toContain('A Uno');
  });

  it("draws the product's own picture into its card", async () => {
    const w = world();
    w.table.set('b1', { ...w.table.get('b1')!, image_url: '/images/products/b1.svg' });
    w.pictures.set('/images/products/b1.svg', {
      type: 'image/svg+xml',
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><circle id="bottle" r="9"/></svg>',
    });
    await publishShareCardsNow(w.deps);
    expect(w.card('b1')).toContain('<circle id="bottle" r="9"/>');
    expect(w.card('b2')).not.toContain('id="bottle"');
  });

  it("takes down a deleted product's card with its page", async () => {
    const w = world();
    await publishProductPagesNow(w.deps);
    await publishShareCardsNow(w.deps);
    await w.change('c1', 'delete');
    expect(w.page('c1')).toBeUndefined();
    expect(w.card('c1')).toBeUndefined();
    expect(w.card('a1')).toBeDefined();
  });

  it('draws no card where cards are turned off', async () => {
    const w = world();
    const off = { ...w.deps, cards: () => undefined };
    expect((await publishShareCardsNow(off)).cards).toBe(0);
    await productPagesReaction(off).runOnce([{ event: 'INSERT', newItem: { ...toItem(w.table.get('a1')!) } }]);
    expect(w.drawn).toContain('a1');
    expect(w.cardsDrawn).toEqual([]);
  });
});
