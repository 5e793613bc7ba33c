/** robots.txt and sitemap.xml: text, not JSON; the schemas document them. */
import { z } from 'zod';

export const robotsResponse = z.string().describe('text/plain; charset=utf-8');
export const sitemapResponse = z.string().describe('application/xml; charset=utf-8 (sitemaps.org 0.9)');
