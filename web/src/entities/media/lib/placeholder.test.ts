import { rgbaToThumbHash, thumbHashToAverageRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { averageColorOf, placeholderPicture } from './placeholder';

/** A ThumbHash of a 10×10 image of one colour, in base64 as the API sends it. */
function hashOf(r: number, g: number, b: number): string {
  const pixels = Array.from({ length: 100 }, () => [r, g, b, 255]).flat();
  return Buffer.from(rgbaToThumbHash(10, 10, pixels)).toString('base64');
}

describe('ThumbHash placeholders', () => {
  it.each([
    [37, 99, 235],
    [220, 38, 38],
    [250, 250, 250],
  ])('reads the average colour of rgb(%i %i %i) as thumbhash does', (r, g, b) => {
    const hash = hashOf(r, g, b);
    const expected = thumbHashToAverageRGBA(Buffer.from(hash, 'base64'));
    const css = (value: number) => Math.round(255 * value);
    expect(averageColorOf(hash)).toBe(`rgb(${css(expected.r)} ${css(expected.g)} ${css(expected.b)})`);
  });

  it('ignores what is not a hash', () => {
    expect(averageColorOf('not base64 at all!')).toBeUndefined();
    expect(averageColorOf('')).toBeUndefined();
  });

  it('draws the blurred picture as a PNG data URL', async () => {
    expect(await placeholderPicture(hashOf(37, 99, 235))).toMatch(/^data:image\/png;base64,/);
  });
});
