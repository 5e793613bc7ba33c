import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SitePhoto } from '#shared/schemas/site-photo.ts';
import { PhotoListEditor } from './photo-list-editor.tsx';

const uploadImage = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/upload-image.ts', () => ({ uploadImage }));

const photo = (n: number): SitePhoto => ({
  src: `builtin:gallery-${n}`,
  alt: `사진 ${n}`,
  width: 800,
  height: 600,
});
let latest: SitePhoto[] = [];

function Harness({ start, max = 4 }: { start: SitePhoto[]; max?: number }) {
  const [photos, setPhotos] = useState(start);
  latest = photos;
  return <PhotoListEditor photos={photos} onChange={setPhotos} label="갤러리 사진" min={1} max={max} />;
}

const alts = () => latest.map((item) => item.alt);
const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  cleanup();
  uploadImage.mockReset();
});

describe('PhotoListEditor', () => {
  it('moves a picture with 위로 and 아래로, keeping the focus on the button that moved it', () => {
    render(<Harness start={[photo(1), photo(2), photo(3)]} />);
    fireEvent.click(button('위로 (3번째 갤러리 사진)'));
    expect(alts()).toEqual(['사진 1', '사진 3', '사진 2']);
    expect(document.activeElement).toBe(button('위로 (2번째 갤러리 사진)'));
    fireEvent.click(button('위로 (2번째 갤러리 사진)'));
    expect(alts()).toEqual(['사진 3', '사진 1', '사진 2']);
    // At the top, 위로 is off; the focus goes to 아래로 of the same picture.
    expect(button('위로 (1번째 갤러리 사진)')).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(button('아래로 (1번째 갤러리 사진)'));
    fireEvent.click(button('아래로 (1번째 갤러리 사진)'));
    expect(alts()).toEqual(['사진 1', '사진 3', '사진 2']);
    expect(screen.getByText('1번째 사진을 2번째 자리로 옮겼습니다.')).toBeTruthy();
  });

  it('moves a picture dragged by its handle past a neighbour’s middle', () => {
    render(<Harness start={[photo(1), photo(2), photo(3)]} />);
    const items = within(screen.getByRole('list', { name: '갤러리 사진' })).getAllByRole('listitem');
    items.forEach((item, index) => {
      item.getBoundingClientRect = () => ({ top: index * 200, height: 190 }) as DOMRect;
    });
    const handle = button('1번째 갤러리 사진 끌어서 옮기기 (키보드는 위로·아래로 버튼)');
    handle.setPointerCapture = () => {};
    fireEvent.pointerDown(handle, { clientY: 20, button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 330, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 450, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientY: 450, pointerId: 1 });
    expect(alts()).toEqual(['사진 2', '사진 3', '사진 1']);
  });

  it('takes a picture out, but never the last one', () => {
    render(<Harness start={[photo(1), photo(2)]} />);
    fireEvent.click(button('빼기 (1번째 갤러리 사진)'));
    expect(alts()).toEqual(['사진 2']);
    expect(button('빼기 (1번째 갤러리 사진)')).toHaveProperty('disabled', true);
  });

  it('adds an uploaded picture last, with an empty description to write, up to the limit', async () => {
    uploadImage.mockResolvedValue({ url: '/uploads/0123456789abcdef.webp', width: 1200, height: 900 });
    render(<Harness start={[photo(1), photo(2), photo(3)]} />);
    await act(async () =>
      fireEvent.change(screen.getByLabelText('사진 추가 (갤러리 사진)'), {
        target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] },
      }),
    );
    expect(latest[3]).toEqual({ src: '/uploads/0123456789abcdef.webp', alt: '', width: 1200, height: 900 });
    const fourth = screen.getByRole('group', { name: '4번째 갤러리 사진' });
    expect(document.activeElement).toBe(within(fourth).getByRole('textbox', { name: '사진 설명' }));
    expect(screen.getByLabelText('사진 추가 (갤러리 사진)')).toHaveProperty('disabled', true);
    expect(
      screen.getByText('사진은 4장까지 넣을 수 있습니다. 더 넣으려면 먼저 한 장을 빼 주세요.'),
    ).toBeTruthy();
  });
});
