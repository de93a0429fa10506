import sharp from 'sharp';

/** The default Open Graph image (spec: /default-og-image.jpg), drawn once at start: no binary in git. */
export async function createDefaultOgImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#111827"/><stop offset="1" stop-color="#ef4444"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="600" cy="300" r="120" fill="#ffffff" opacity="0.95"/>
    <text x="600" y="345" text-anchor="middle" font-size="140" font-weight="700" font-family="sans-serif" fill="#ef4444">S</text>
    <text x="600" y="520" text-anchor="middle" font-size="56" font-weight="700" font-family="sans-serif" fill="#ffffff">SALESON STORE</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
