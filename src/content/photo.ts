// Every picture on the site carries its size, so the page can reserve the space before it loads.
export interface Photo {
  src: string;
  alt: string;
  width: number;
  height: number;
}

// Gallery and facility pictures share one 4:3 frame.
export const landscapePhoto = (src: string, alt: string): Photo => ({ src, alt, width: 800, height: 600 });

export const squarePhoto = (src: string, alt: string): Photo => ({ src, alt, width: 600, height: 600 });
