import type { MediaStore } from '../../modules/uploads/media-store.ts';

/*
 * The demo's pictures are drawn as SVG and stored as WebP, like a merchant's uploads: a browser lays out and paints
 * an SVG on its main thread (the demo home page spent ~600 ms of paint and layout on them at 4× CPU throttling).
 */

/** Pictures rendered at once: the two cores of a small machine, with the rest of the start-up beside them. */
const RENDERING_AT_ONCE = 2;
/** Effort 1 of 6: a fifth of the default's encoding time for files ~15 % larger (a demo seed runs at every start). */
const WEBP = { quality: 80, effort: 1 } as const;

let rendering = 0;
const waiting: (() => void)[] = [];
/** One picture drawn for several shops (a game's cover in each shop of its language) is rendered once. */
const rendered = new Map<string, Promise<Buffer>>();

async function inRenderSlot<T>(task: () => Promise<T>): Promise<T> {
  if (rendering < RENDERING_AT_ONCE) rendering += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing task hands its slot over
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else rendering -= 1;
  }
}

/** Lets go of the rendered pictures kept for the other shops (the end of a seed). */
export function forgetRenderedPictures(): void {
  rendered.clear();
}

/** The SVG rendered at its own pixel size (its width and height) as WebP. */
export async function renderPicture(svg: string): Promise<Buffer> {
  let picture = rendered.get(svg);
  if (!picture) {
    picture = inRenderSlot(async () => {
      const { default: sharp } = await import('sharp'); // only when seeding: the server itself loads it with an upload
      return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
    });
    rendered.set(svg, picture);
    picture.catch(() => rendered.delete(svg));
  }
  return picture;
}

/** Renders the SVG to WebP and stores it under `key` (which ends in `.webp`); answers its public URL. */
export async function putPicture(media: MediaStore, key: string, svg: string): Promise<string> {
  if (!key.endsWith('.webp')) throw new Error(`A demo picture is stored as WebP: ${key}`);
  return media.put(key, await renderPicture(svg));
}
