import { describe, expect, it } from 'vitest';
import { snapshotKey } from '../route-kit';
import { isSiteFilePath, ROBOTS_KEY, SITE_FILE_PATTERNS, SITEMAP_KEYS, siteFileContentType, sitemapPagePath } from './site-files';

describe('the site files', () => {
  it('are the sitemap, its numbered pages and robots.txt, and nothing else', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/1.xml', '/sitemaps/12.xml'])
      expect(isSiteFilePath(path), path).toBe(true);
    for (const path of [
      '/sitemaps/',
      '/sitemaps/0.xml',
      '/sitemaps/a.xml',
      '/sitemaps/1.xml/x',
      '/sitemap.xml.gz',
      '/robots.txt/',
      '/index.html',
    ]) {
      expect(isSiteFilePath(path), path).toBe(false);
    }
  });

  it('are stored under snapshots/, so the snapshot origin and grants cover them', () => {
    expect(snapshotKey(sitemapPagePath(2))).toBe('snapshots/sitemaps/2.xml');
    expect([...SITEMAP_KEYS, ROBOTS_KEY].sort()).toEqual(SITE_FILE_PATTERNS.map(snapshotKey).sort());
    expect(SITEMAP_KEYS).toEqual(['snapshots/sitemap.xml', 'snapshots/sitemaps/*']);
  });

  it('are served as UTF-8 XML and text', () => {
    expect(siteFileContentType('/sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(siteFileContentType('/sitemaps/3.xml')).toBe('application/xml; charset=utf-8');
    expect(siteFileContentType('/robots.txt')).toBe('text/plain; charset=utf-8');
  });
});
