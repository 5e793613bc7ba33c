import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image.tsx';

const A = '0123456789abcdef0123456789abcdef';

const attributes = (element: Element) =>
  Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));

describe('ProductImage', () => {
  it("loads the product's detail photo first, from the copy that fits 200px", () => {
    const { container } = render(<ProductImage src={`/uploads/${A}.webp`} sizes="200px" priority />);
    expect(attributes(container.querySelector('img')!)).toEqual({
      class: expect.any(String),
      src: `/uploads/${A}.webp`,
      srcset: `/uploads/${A}-480w.webp 480w, /uploads/${A}-960w.webp 960w, /uploads/${A}.webp 1200w`,
      sizes: '200px',
      width: '400',
      height: '300',
      alt: '',
      fetchpriority: 'high',
    });
  });

  it('leaves a photo that is not an upload with its one address, and loads it lazily', () => {
    const { container } = render(<ProductImage src="https://example.com/reed.jpg" sizes="200px" />);
    expect(attributes(container.querySelector('img')!)).toEqual({
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
