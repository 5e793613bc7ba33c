import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SitePhoto } from '#shared/schemas/site-photo.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { PhotoField } from './photo-field.tsx';

const uploadImage = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/upload-image.ts', () => ({ uploadImage }));

const start: SitePhoto = { src: 'builtin:gallery-1', alt: '무대 위 색소폰', width: 800, height: 600 };
let latest: SitePhoto = start;

function Harness() {
  const [photo, setPhoto] = useState(start);
  latest = photo;
  return <PhotoField value={photo} onChange={setPhoto} label="1번째 사진" />;
}

const pick = (name = 'a.jpg') =>
  fireEvent.change(screen.getByLabelText('사진 바꾸기 (1번째 사진)'), {
    target: { files: [new File(['x'], name, { type: 'image/jpeg' })] },
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:local');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  uploadImage.mockReset();
});

describe('PhotoField', () => {
  it('shows the current picture with its description, and edits the description', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: '1번째 사진' })).toBeTruthy();
    const image = screen.getByRole('img', { name: '1번째 사진: 무대 위 색소폰' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '600']);
    fireEvent.change(screen.getByRole('textbox', { name: '사진 설명' }), { target: { value: '객석' } });
    expect(latest).toEqual({ ...start, alt: '객석' });
  });

  it('takes the uploaded address and the size the server measured, and asks for a new description', async () => {
    let finish!: (value: unknown) => void;
    uploadImage.mockImplementation((_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    render(<Harness />);
    await act(async () => pick());
    expect(screen.getByRole('status').textContent).toBe('이미지 업로드 중... 50%');
    await act(async () => finish({ url: '/uploads/0123456789abcdef.webp', width: 1600, height: 1200 }));
    expect(latest).toEqual({ src: '/uploads/0123456789abcdef.webp', alt: '', width: 1600, height: 1200 });
    const alt = screen.getByRole('textbox', { name: '사진 설명' });
    expect(document.activeElement).toBe(alt);
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('사진 설명(사진을 볼 수 없는 분께 읽어 주는 글)을 입력해 주세요.')).toBeTruthy();
  });

  it('keeps the picture and says in red why an upload was refused', async () => {
    uploadImage.mockRejectedValue(new ApiError(415, 'upload.unreadable', '이미지를 읽을 수 없습니다.'));
    render(<Harness />);
    await act(async () => pick());
    expect(screen.getByRole('alert').textContent).toBe(
      '이미지 업로드 중 오류가 발생했습니다. 이미지를 읽을 수 없습니다.',
    );
    expect(latest).toEqual(start);
  });

  it('refuses a file of another type before sending it', async () => {
    render(<Harness />);
    await act(async () =>
      fireEvent.change(screen.getByLabelText('사진 바꾸기 (1번째 사진)'), {
        target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
      }),
    );
    expect(uploadImage).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/^이미지 업로드 중 오류가 발생했습니다\. \S/);
  });
});
