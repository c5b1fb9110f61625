/**
 * How wide the gallery shows an image at each viewport width (its `sizes`): the page's main column
 * (max-w-6xl less the 320 px aside), one image a row when it is the first of an odd number, else
 * two. The page head preloads the first image with the same sizes, so the preload is the file the
 * gallery then shows.
 */
export const WIDE_SIZES = '(min-width: 1152px) 800px, (min-width: 1024px) 70vw, 100vw';
export const HALF_SIZES = '(min-width: 1152px) 400px, (min-width: 1024px) 35vw, (min-width: 640px) 50vw, 100vw';

export function gallerySizes(index: number, imageCount: number): string {
  return index === 0 && imageCount % 2 === 1 ? WIDE_SIZES : HALF_SIZES;
}
