// Colour sets shared by every scene, so the photos read as one family.
// top/bottom paint the background gradient, glow the lights, ink the silhouettes, floor the
// ground strip; line, accent and warm are for strokes and highlights over them.

export const palettes = {
  night: {
    top: '#101829',
    bottom: '#2a3552',
    glow: '#e0a458',
    ink: '#0a101d',
    line: '#f3e3c3',
    accent: '#e0a458',
    warm: '#c8754a',
    floor: '#1a2238',
  },
  dusk: {
    top: '#231f3a',
    bottom: '#7a4636',
    glow: '#f0b36a',
    ink: '#17132a',
    line: '#f6e6c8',
    accent: '#f0b36a',
    warm: '#d9825b',
    floor: '#3a2633',
  },
  cream: {
    top: '#f8f0e1',
    bottom: '#e9d2ab',
    glow: '#ffffff',
    ink: '#24304d',
    line: '#24304d',
    accent: '#c8754a',
    warm: '#d9a05b',
    floor: '#dcc29a',
  },
  amber: {
    top: '#f3d49b',
    bottom: '#c77b4a',
    glow: '#fff3d6',
    ink: '#2a2238',
    line: '#2a2238',
    accent: '#fff3d6',
    warm: '#8d4a33',
    floor: '#b56a40',
  },
};
