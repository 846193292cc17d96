// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_MARK } from '../src/lib/prerendered';
import { PRODUCT_PAGE_HEAD_MARKER, PRODUCT_PAGE_ROOT_MARKER } from '../../shared/product-page-template';
import { BUILT, builtIndexHtml, builtProductPageTemplate } from '../src/testing/product-page-template';
import { INLINED_STYLE_TYPE, prerenderedShell } from './prerendered-shell';

const count = (text: string, part: string) => text.split(part).length - 1;

describe("the product pages' template", () => {
  const template = builtProductPageTemplate();

  it('has one head marker, in the head, where the title and description were, and one root marker in #root', () => {
    expect(count(template, PRODUCT_PAGE_HEAD_MARKER)).toBe(1);
    expect(count(template, PRODUCT_PAGE_ROOT_MARKER)).toBe(1);
    expect(template.indexOf(PRODUCT_PAGE_HEAD_MARKER)).toBeLessThan(template.indexOf('</head>'));
    expect(template).toContain(`<div id="root">${PRODUCT_PAGE_ROOT_MARKER}</div>`);
    expect(template).not.toMatch(/<title>/);
    expect(template).not.toMatch(/<meta\s+name="description"/);
  });

  it('is prerendered: no entry script, the first-load script kept, the app styles inline and the page styles linked', () => {
    expect(template).toContain(`<html lang="en" ${PRERENDERED_MARK}>`);
    expect(template).not.toContain('<script type="module"');
    expect(template).not.toContain(BUILT.entry);
    expect(template).not.toContain(BUILT.react);
    expect(template).toContain(`<script async src="${BUILT.firstLoad}"></script>`);
    expect(template).toContain('<style>.app{display:flex}</style>');
    // Named once, by a link of a type no browser fetches, so the app's loader does not add it again.
    expect(count(template, BUILT.shellStyle)).toBe(1);
    expect(template).toContain(
      `<style>.app{display:flex}</style><link rel="stylesheet" type="${INLINED_STYLE_TYPE}" href="${BUILT.shellStyle}">`,
    );
    expect(template).toContain(`<link rel="stylesheet" crossorigin href="${BUILT.pageStyle}">`);
    expect(template).not.toContain(BUILT.pageScript);
  });
});

describe('a drawn frame', () => {
  it('fails the build when index.html no longer has what it replaces', () => {
    const changed = builtIndexHtml().replace('<html lang="en">', '<html>');
    expect(() => prerenderedShell(changed, { code: [BUILT.entry], page: [], shellStyles: new Map() })).toThrow('the html element');
  });

  it('preloads the code it is given first in the head, at low priority', () => {
    const html = prerenderedShell(builtIndexHtml(), {
      code: [BUILT.entry, BUILT.react],
      page: [BUILT.pageScript],
      shellStyles: new Map(),
      preloadCode: [BUILT.react, BUILT.entry],
    });
    expect(html).toContain(
      `<head>\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="${BUILT.react}">\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="${BUILT.entry}">`,
    );
  });
});
