import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 750;

/** A small deterministic sequence, so every start draws the same pictures. */
function sequence(seed: number): () => number {
  let state = seed * 7919 + 17;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function pictureSvg(hue: number, variant: number): string {
  const next = sequence(hue * 31 + variant + 1);
  const circles = Array.from({ length: 6 }, () => {
    const r = 60 + next() * 220;
    const x = next() * WIDTH;
    const y = next() * HEIGHT;
    const shade = 55 + next() * 35;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${(hue + 30 * next()) % 360} 70% ${shade.toFixed(0)}%)" fill-opacity="0.35"/>`;
  }).join('');
  const cardX = 160 + next() * 420;
  const cardY = 150 + next() * 220;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 32%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${circles}
  <rect x="${cardX.toFixed(0)}" y="${cardY.toFixed(0)}" width="440" height="260" rx="28" fill="#fff" fill-opacity="0.9"/>
  <circle cx="${(cardX + 80).toFixed(0)}" cy="${(cardY + 80).toFixed(0)}" r="36" fill="hsl(${hue} 70% 50%)"/>
  <rect x="${(cardX + 140).toFixed(0)}" y="${(cardY + 58).toFixed(0)}" width="250" height="18" rx="9" fill="#334155" fill-opacity="0.8"/>
  <rect x="${(cardX + 140).toFixed(0)}" y="${(cardY + 90).toFixed(0)}" width="180" height="14" rx="7" fill="#64748b" fill-opacity="0.6"/>
  <rect x="${(cardX + 40).toFixed(0)}" y="${(cardY + 160).toFixed(0)}" width="360" height="14" rx="7" fill="#94a3b8" fill-opacity="0.6"/>
  <rect x="${(cardX + 40).toFixed(0)}" y="${(cardY + 190).toFixed(0)}" width="290" height="14" rx="7" fill="#94a3b8" fill-opacity="0.6"/>
</svg>`;
}

/**
 * An abstract picture for a demo idea, in WebP like uploaded idea images: a gradient in the
 * idea's hue with soft shapes and a card. Drawn at seed time, so the repository carries no binary images and every seed is alike.
 */
export function demoPicture(hue: number, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(hue, variant)))
    .webp({ quality: 80 })
    .toBuffer();
}
