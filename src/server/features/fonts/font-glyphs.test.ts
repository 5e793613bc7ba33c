import { describe, expect, it } from 'vitest';
import {
  beyond,
  CHROME_EXTRA,
  codePointsOf,
  decodeEntities,
  fontFaceCss,
  koreanOfScript,
  MIN_PAGE_SUBSET,
  pageSubsets,
  SUBSET_NAME,
  splitPage,
  subsetName,
  unicodeRange,
  visibleText,
} from './font-glyphs.ts';

const points = (text: string) => codePointsOf(text);
const chars = (list: readonly number[]) => String.fromCodePoint(...list);

const PAGE = [
  '<a class="skip-link" href="#main">본문 바로가기</a>',
  '<header><nav><a href="/">온음</a><a href="/book">연습실 예약</a></nav></header>',
  '<main id="main" class="m"><h1>이용약관</h1><p>제1조 &amp; 목적 &#x27;인용&#39; &#54620;</p>',
  '<input placeholder="이름" value="홍길동"><button type="submit">보내기</button>',
  '<script>window.x = "스크립트";</script><style>.a::after{content:"스타일"}</style><!-- 주석 -->',
  '</main><footer><p>서울 마포구 · 02-123-4567</p></footer>',
].join('');

describe('visibleText', () => {
  it('keeps text nodes and drawn attributes, without scripts, styles, comments and tags', () => {
    const text = visibleText(PAGE);
    for (const word of ['본문', '이용약관', '목적', '이름', '홍길동', '보내기', '마포구'])
      expect(text).toContain(word);
    for (const word of ['스크립트', '스타일', '주석', 'href', 'main', 'class', 'skip-link'])
      expect(text).not.toContain(word);
  });

  it('reads character references as the characters they stand for', () => {
    expect(visibleText('<p>&amp; &lt;b&gt; &quot;x&quot; &#39;y&#x27; &#54620;&nbsp;&unknown;</p>')).toBe(
      ' & <b> "x" \'y\' 한 &unknown;  ',
    );
  });

  it('keeps no attribute but placeholder and value', () => {
    const text = visibleText('<img alt="사진" title="제목"><input aria-label="라벨" value="값">');
    expect(text).toContain('값');
    expect(text).not.toMatch(/사진|제목|라벨/);
  });

  it('leaves out comments and stylesheets over several lines, and keeps words apart', () => {
    expect(visibleText('<p>가</p><!--\n주석\n--><style>\n.a{}\n</style><!---->').trim()).toBe('가');
    expect(visibleText('가<!--x-->나<style>a</style>다<script>b</script>라')).toBe('가 나 다 라 ');
    expect(visibleText('<input placeholder="가" value="나"><input value="다">')).toBe('   가 나 다');
  });

  it('leaves tags spanning lines and upper-case script tags out', () => {
    expect(visibleText('<SCRIPT type="x">코드</SCRIPT><p\nclass="a">글</p>').trim()).toBe('글');
  });
});

describe('decodeEntities', () => {
  it('decodes decimal and hexadecimal references in either case, and named ones it knows', () => {
    expect(decodeEntities('&#65;&#X42;&#x43;&AMP;&apos;')).toBe("ABC&'");
  });

  it('decodes the last code point of Unicode', () => {
    expect(decodeEntities('&#x10FFFF;')).toBe('\u{10FFFF}');
  });

  it('drops a reference beyond Unicode and keeps an unknown name as written', () => {
    expect(decodeEntities('a&#x110000;b&copy;')).toBe('ab&copy;');
  });
});

describe('splitPage', () => {
  it('puts the page between <main> and </main> apart from the chrome around it', () => {
    const { chrome, main } = splitPage(PAGE);
    expect(main.startsWith('<main id="main"')).toBe(true);
    expect(visibleText(main)).toContain('이용약관');
    expect(visibleText(main)).not.toContain('연습실');
    expect(visibleText(chrome)).toContain('연습실 예약');
    expect(visibleText(chrome)).toContain('마포구');
    expect(visibleText(chrome)).not.toContain('이용약관');
  });

  it('takes a page without <main> (a standalone page) as chrome alone', () => {
    expect(splitPage('<div>포스터</div>')).toEqual({ chrome: '<div>포스터</div>', main: '' });
    expect(splitPage('<mainframe>x</mainframe>')).toEqual({ chrome: '<mainframe>x</mainframe>', main: '' });
  });

  it('takes a page with <main> unclosed, or closed before it opens, as chrome alone', () => {
    expect(splitPage('a<main>b')).toEqual({ chrome: 'a<main>b', main: '' });
    expect(splitPage('</main>a<main>b')).toEqual({ chrome: '</main>a<main>b', main: '' });
    expect(splitPage('<main>b</main>')).toEqual({ chrome: '</main>', main: '<main>b' });
  });

  it('finds <main> with attributes or none', () => {
    expect(splitPage('a<main>b</main>c')).toEqual({ chrome: 'a</main>c', main: '<main>b' });
  });
});

describe('codePointsOf', () => {
  it('gives each character once, sorted, with any white space as the space', () => {
    expect(chars(points('나가 가\n\t나다'))).toBe(' 가나다');
  });

  it('leaves out control and invisible format characters', () => {
    expect(chars(points('a\u0000\u0007\u200b\u200d\u2066\ufeffb'))).toBe('ab');
  });

  it('counts a character beyond the basic plane once, as one code point', () => {
    expect(points('𝄞𝄞')).toEqual([0x1d11e]);
  });

  it('gives nothing for no text', () => {
    expect(points('')).toEqual([]);
  });
});

describe('beyond', () => {
  it('keeps what the covered set lacks, in order', () => {
    expect(chars(beyond(points('가나다라'), points('나라')))).toBe('가다');
    expect(beyond(points('가'), [])).toEqual(points('가'));
    expect(beyond([], points('가'))).toEqual([]);
  });

  it('leaves a page beyond the chrome with only its own characters', () => {
    const { chrome, main } = splitPage(PAGE);
    const chromePoints = points(visibleText(chrome) + CHROME_EXTRA);
    const page = chars(beyond(points(visibleText(main)), chromePoints));
    expect(page).toContain('관');
    expect(page).not.toContain('예'); // in the menu
    expect(page).not.toContain('1'); // digits are the chrome's
    expect(page).not.toContain(' ');
  });
});

describe('unicodeRange', () => {
  it('writes single code points and runs of neighbours as ranges, in upper-case hex', () => {
    expect(unicodeRange([0x20, 0x2c, 0x2d, 0x2e, 0x30, 0xac00, 0xac01, 0x1d11e])).toBe(
      'U+20, U+2C-2E, U+30, U+AC00-AC01, U+1D11E',
    );
  });

  it('writes a run of two as a range and nothing for no points', () => {
    expect(unicodeRange([0x41, 0x42])).toBe('U+41-42');
    expect(unicodeRange([0x41])).toBe('U+41');
    expect(unicodeRange([])).toBe('');
  });

  it('covers exactly the characters it was given', () => {
    const given = points('온음 아카데미 연습실 예약 0123');
    const covered = new Set<number>();
    for (const part of unicodeRange(given).split(', ')) {
      const [from, to = from] = part
        .slice(2)
        .split('-')
        .map((hex) => Number.parseInt(hex!, 16));
      for (let point = from!; point <= to!; point++) covered.add(point);
    }
    expect([...covered].sort((a, b) => a - b)).toEqual(given);
  });
});

describe('koreanOfScript', () => {
  it('takes Hangul syllables and compatibility jamo, not code', () => {
    expect(koreanOfScript('const a = "저장했습니다"; f("ㄱㅎ", x => 1)')).toBe('저장했습니다ㄱㅎ');
    expect(koreanOfScript('const a = 1;')).toBe('');
  });

  it('keeps the edges of both blocks', () => {
    expect(koreanOfScript('\u3130\u3131\u318e\u318f\uabff\uac00\ud7a3\ud7a4')).toBe(
      '\u3131\u318e\uac00\ud7a3',
    );
  });
});

describe('subsetName', () => {
  it('is twenty hex digits that change with the characters and the recipe', () => {
    const name = subsetName(points('가나'), 'r1');
    expect(name).toMatch(SUBSET_NAME);
    expect(subsetName(points('나가'), 'r1')).toBe(name);
    expect(subsetName(points('가나다'), 'r1')).not.toBe(name);
    expect(subsetName(points('가나'), 'r2')).not.toBe(name);
  });

  it('tells a name from anything else', () => {
    expect(SUBSET_NAME.test('0123456789abcdef0123')).toBe(true);
    expect(SUBSET_NAME.test('0123456789abcdef012')).toBe(false);
    expect(SUBSET_NAME.test('0123456789abcdef01234')).toBe(false);
    expect(SUBSET_NAME.test('0123456789ABCDEF0123')).toBe(false);
    expect(SUBSET_NAME.test('x0123456789abcdef0123')).toBe(false);
  });
});

describe('fontFaceCss', () => {
  it('declares each subset of the family with its weights, swap and its unicode-range', () => {
    const css = fontFaceCss('Pretendard Variable', '400 800', [
      { name: 'a'.repeat(20), points: points('가나') },
      { name: 'b'.repeat(20), points: [] },
      { name: 'c'.repeat(20), points: [0x41] },
    ]);
    expect(css).toBe(
      `@font-face{font-family:"Pretendard Variable";font-style:normal;font-weight:400 800;font-display:swap;src:url(/fonts/${'a'.repeat(20)}.woff2) format("woff2");unicode-range:U+AC00, U+B098}` +
        `@font-face{font-family:"Pretendard Variable";font-style:normal;font-weight:400 800;font-display:swap;src:url(/fonts/${'c'.repeat(20)}.woff2) format("woff2");unicode-range:U+41}`,
    );
  });

  it('declares nothing without subsets', () => {
    expect(fontFaceCss('F', '400', [])).toBe('');
  });
});

describe('CHROME_EXTRA', () => {
  it('holds the space, every digit and the punctuation of dates, times and prices', () => {
    for (const char of ' 0123456789,.:-~/()') expect(CHROME_EXTRA).toContain(char);
  });
});

describe('pageSubsets', () => {
  const layout = (main: string) =>
    `<header>온음 소식</header><main id="main">${main}</main><footer>마포구</footer>`;

  it('gives the chrome, the page beyond it, then each script beyond everything before', () => {
    const subsets = pageSubsets(layout('<h1>학원 소식과 공지 안내 모음</h1>'), [
      '저장 학원 취소',
      '로그아웃 취소',
    ]);
    expect(subsets.map(chars)).toEqual([
      chars(points(`온음소식마포구${CHROME_EXTRA}`)),
      chars(points('학원과공지안내모')),
      chars(points('저장취')),
      chars(points('로그아웃')),
    ]);
  });

  it('puts a page’s few characters with its first script instead of a file of their own', () => {
    const subsets = pageSubsets(layout('<p>불러오는 중...</p>'), ['저장 불러오기', '로그아웃']);
    expect(subsets.map(chars)).toEqual([
      chars(points(`온음소식마포구${CHROME_EXTRA}`)),
      chars(points('불러오는중저장기')),
      chars(points('로그아웃')),
    ]);
  });

  it('gives a page of MIN_PAGE_SUBSET characters a subset of its own', () => {
    const eight = '가나다라바사아자';
    expect(eight).toHaveLength(MIN_PAGE_SUBSET);
    expect(pageSubsets(layout(eight), ['차'])[1]).toEqual(points(eight));
    expect(pageSubsets(layout(eight.slice(1)), ['차'])[1]).toEqual(points(`${eight.slice(1)}차`));
  });

  it('keeps a page’s few characters as its own subset when it has no script', () => {
    expect(pageSubsets(layout('<p>가</p>'), []).map(chars)).toEqual([
      chars(points(`온음소식마포구${CHROME_EXTRA}`)),
      '가',
    ]);
  });

  it('leaves out empty subsets', () => {
    expect(pageSubsets(layout('<p>소식</p>'), ['온음', '']).map(chars)).toEqual([
      chars(points(`온음소식마포구${CHROME_EXTRA}`)),
    ]);
  });
});
