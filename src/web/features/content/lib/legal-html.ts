/**
 * A legal text's sanitised HTML made ready to read: each article heading (h2) gets an address
 * for the table of contents — `article-16` for 제16조 (so a link to an article survives an
 * article added before it), `section-3` for the third heading otherwise. The HTML is the
 * server's sanitised output, whose h2 tags carry at most a style, so a pattern reads it
 * exactly, the same on the server and in the browser.
 */

interface LegalHeading {
  id: string;
  text: string;
}

const H2 = /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g;
const ARTICLE = /^제(\d+)조(?:의(\d+))?/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** `prefix` keeps two texts on one page (the owner's preview) from sharing addresses. */
export function prepareLegalHtml(html: string, prefix = ''): { html: string; headings: LegalHeading[] } {
  const headings: LegalHeading[] = [];
  const used = new Set<string>();
  const withIds = html.replace(H2, (_whole, attributes: string | undefined, inner: string) => {
    const text = textOf(inner);
    const article = ARTICLE.exec(text);
    const wanted = article ? `article-${article[1]}${article[2] ? `-${article[2]}` : ''}` : '';
    const id = `${prefix}${wanted && !used.has(`${prefix}${wanted}`) ? wanted : `section-${headings.length + 1}`}`;
    used.add(id);
    if (text) headings.push({ id, text });
    return `<h2 id="${id}"${attributes ?? ''}>${inner}</h2>`;
  });
  return { html: withIds, headings };
}

/** `2026-11-21` → `2026년 11월 21일`. */
export function koreanDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}
