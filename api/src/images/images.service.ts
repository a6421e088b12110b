/** Generated pictures (issue 3 §4): a deterministic SVG per picture, without network. */
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { hotels, imageSets, rooms, weekends, type ImageKind } from '../db/schema';
import { MAX_ID } from '@shop/api-contract';

/** Eight palettes: sky, top colour, ground, accent. */
const PALETTES = [
  ['#fde2c8', '#f49d6e', '#2f4858', '#f6c85f'],
  ['#d7ecf7', '#6fb1d6', '#1d3b53', '#ffd166'],
  ['#e8f3e0', '#8cc084', '#28502e', '#f4a259'],
  ['#f5e1f0', '#c47ab0', '#3d2c4f', '#ffe66d'],
  ['#fff3d6', '#e6b450', '#5a3e1b', '#e85d75'],
  ['#e0f2f1', '#4db6ac', '#004d40', '#ff8a65'],
  ['#ede7f6', '#9575cd', '#311b92', '#ffca28'],
  ['#fbe9e7', '#ff7043', '#3e2723', '#81d4fa'],
] as const;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A small deterministic hash (FNV-1a) of a text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export interface Picture {
  width: number;
  height: number;
  palette: number;
  seed: string;
  title: string;
  subtitle: string;
}

/** A landscape (hills, sun, building) in the palette, with the title and subtitle. */
export function renderPicture({ width, height, palette, seed, title, subtitle }: Picture): string {
  const [sky, top, ground, accent] = PALETTES[palette % PALETTES.length]!;
  const h = hash(seed);
  const sunX = Math.round(width * (0.15 + (h % 70) / 100));
  const sunY = Math.round(height * 0.28);
  const hill = (offset: number, level: number) => {
    const y = Math.round(height * level);
    const a = Math.round(height * (0.08 + ((h >> offset) % 10) / 100));
    return `M0 ${y} Q ${Math.round(width * 0.3)} ${y - a} ${Math.round(width * 0.55)} ${y} T ${width} ${y} V ${height} H 0 Z`;
  };
  const buildingWidth = Math.round(width * 0.22);
  const buildingHeight = Math.round(height * 0.38);
  const buildingX = Math.round(width * (0.1 + ((h >> 5) % 50) / 100));
  const buildingY = Math.round(height * 0.78) - buildingHeight;
  const fontSize = Math.max(8, Math.round(height / 11));
  const showText = width >= 200;
  const text = showText
    ? `<text x="${Math.round(width / 2)}" y="${Math.round(height * 0.9)}" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" fill="#ffffff">${escapeXml(title)}</text>` +
      `<text x="${Math.round(width / 2)}" y="${Math.round(height * 0.9) + Math.round(fontSize * 0.9)}" font-family="sans-serif" font-size="${Math.round(fontSize * 0.6)}" text-anchor="middle" fill="#ffffff" opacity="0.85">${escapeXml(subtitle)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`${title}, ${subtitle}`)}">` +
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * 0.1)}" fill="${accent}"/>` +
    `<path d="${hill(3, 0.62)}" fill="${top}"/>` +
    `<rect x="${buildingX}" y="${buildingY}" width="${buildingWidth}" height="${buildingHeight}" fill="${ground}" opacity="0.9"/>` +
    `<path d="${hill(9, 0.78)}" fill="${ground}"/>` +
    text +
    `</svg>`
  );
}

/** The picture n of an owner at a size, or null when no such picture exists. */
export async function findPicture(
  orm: Orm,
  kind: ImageKind | 'activity',
  id: string,
  size: string,
): Promise<string | null> {
  const [owner, n] = id.split('-').map(Number) as [number, number];
  if (owner > MAX_ID) return null;
  if (kind === 'activity') return genericPicture('Activity', `#${owner}`, `${kind}-${id}`, size, n);
  const [set] = await orm
    .select({ count: imageSets.count, sizes: imageSets.sizes, palette: imageSets.palette })
    .from(imageSets)
    .where(and(eq(imageSets.kind, kind), eq(imageSets.ownerId, owner)));
  if (!set || n > set.count || !set.sizes.includes(size as never)) return null;
  const [width, height] = size.split('_').map(Number) as [number, number];
  const names = await ownerNames(orm, kind, owner);
  if (!names) return null;
  return renderPicture({
    width,
    height,
    palette: (set.palette + n) % PALETTES.length,
    seed: `${kind}-${id}`,
    ...names,
  });
}

async function ownerNames(
  orm: Orm,
  kind: ImageKind,
  owner: number,
): Promise<{ title: string; subtitle: string } | null> {
  if (kind === 'hotel') {
    const [row] = await orm
      .select({ title: hotels.name, subtitle: hotels.city })
      .from(hotels)
      .where(eq(hotels.id, owner));
    return row ?? null;
  }
  if (kind === 'room') {
    const [row] = await orm
      .select({ title: hotels.name, subtitle: sql<string>`${rooms.label} ->> 'en'` })
      .from(rooms)
      .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
      .where(eq(rooms.id, owner));
    return row ?? null;
  }
  const [row] = await orm
    .select({ title: hotels.name, subtitle: hotels.city })
    .from(weekends)
    .innerJoin(hotels, eq(hotels.id, weekends.hotelId))
    .where(eq(weekends.id, owner));
  return row ?? null;
}

/** Sizes of pictures without an image set (activity-only products, gifting). */
export const GENERIC_SIZES = ['120_80', '360_240', '640_360', '960_540', '1280_720'] as const;
export const GENERIC_MAX_PICTURES = 20;

/** A picture of an owner the catalogue keeps no image set for: any standard size, n up to 20. */
export function genericPicture(
  title: string,
  subtitle: string,
  seed: string,
  size: string,
  n = 1,
): string | null {
  if (!(GENERIC_SIZES as readonly string[]).includes(size) || n > GENERIC_MAX_PICTURES) return null;
  const [width, height] = size.split('_').map(Number) as [number, number];
  return renderPicture({ width, height, palette: hash(seed), seed, title, subtitle });
}
