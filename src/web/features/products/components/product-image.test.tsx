import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../../../components/testing/attributes.ts';
import { detailPhotoAttributes, UPLOAD } from '../testing/detail-photo.ts';
import { ProductImage } from './product-image.tsx';

describe('ProductImage', () => {
  it("loads the product's detail photo first, from the copy that fits 200px", () => {
    const { container } = render(<ProductImage src={`/uploads/${UPLOAD}.webp`} sizes="200px" priority />);
    expect(attributesOf(container.querySelector('img')!)).toEqual(detailPhotoAttributes);
  });

  it('leaves a photo that is not an upload with its one address, and loads it lazily', () => {
    const { container } = render(<ProductImage src="https://example.com/reed.jpg" sizes="200px" />);
    expect(attributesOf(container.querySelector('img')!)).toEqual({
      class: expect.any(String),
      src: 'https://example.com/reed.jpg',
      width: '400',
      height: '300',
      alt: '',
      loading: 'lazy',
      decoding: 'async',
    });
  });
});
