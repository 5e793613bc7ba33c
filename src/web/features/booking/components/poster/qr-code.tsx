/** A QR code as one SVG path: sharp on paper at any size (docs/decisions/019-…). */
import { encode } from 'uqr';

export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  // Border 4 modules: the quiet zone the QR standard asks for, so phones find the code on paper.
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
