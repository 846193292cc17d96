import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { splitHoistedTags } from './hoisted-tags';

describe('splitHoistedTags', () => {
  it('takes the title, meta and link tags React writes ahead of a tree, and leaves its markup whole', () => {
    const rendered = renderToString(
      <main>
        <title>{'Rose <Noir> & co'}</title>
        <meta name="description" content={'A "dark" rose'} />
        <link rel="canonical" href="https://shop.test/products/P-1" />
        <img src="/images/rose.svg" alt="" fetchPriority="high" />
        <p>Rose Noir</p>
      </main>,
    );
    const { tags, markup } = splitHoistedTags(rendered);
    expect(tags).toEqual([
      '<link rel="preload" as="image" href="/images/rose.svg" fetchPriority="high"/>',
      '<title>Rose &lt;Noir&gt; &amp; co</title>',
      '<meta name="description" content="A &quot;dark&quot; rose"/>',
      '<link rel="canonical" href="https://shop.test/products/P-1"/>',
    ]);
    expect(markup).toBe('<main><img src="/images/rose.svg" alt="" fetchPriority="high"/><p>Rose Noir</p></main>');
  });

  it('finds no tags in a tree that renders none', () => {
    expect(splitHoistedTags(renderToString(<p>Plain</p>))).toEqual({ tags: [], markup: '<p>Plain</p>' });
  });
});
