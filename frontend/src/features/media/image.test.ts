import { describe, expect, it } from 'vitest';
import { browserOcrIsGood, fitPixels, ocrLanguages } from './image';

describe('browser OCR languages (SPEC §9)', () => {
  it('is English by default and for an English interface and output', () => {
    expect(ocrLanguages('en', 'english')).toBe('eng');
    expect(ocrLanguages('', '')).toBe('eng');
  });
  it('adds Hindi for a Hindi interface or output, joined with +', () => {
    expect(ocrLanguages('hi', 'english')).toBe('hin+eng');
    expect(ocrLanguages('en', 'hindi')).toBe('hin+eng');
    expect(ocrLanguages('hi', 'hindi')).toBe('hin');
  });
});

describe('image downscaling', () => {
  it('keeps pictures of at most 3 megapixels as they are', () => {
    expect(fitPixels(2000, 1500)).toEqual({ width: 2000, height: 1500 });
  });
  it('scales larger ones to at most 3 megapixels with the same aspect ratio', () => {
    const { width, height } = fitPixels(6000, 4000);
    expect(width * height).toBeLessThanOrEqual(3_000_000);
    expect(width * height).toBeGreaterThan(2_990_000);
    expect(Math.abs(width / height - 1.5)).toBeLessThan(0.01);
  });
});

describe('when the server reads the image instead', () => {
  it('uses the browser result only with text and confidence of at least 75', () => {
    expect(browserOcrIsGood('Hello', 75)).toBe(true);
    expect(browserOcrIsGood('Hello', 74.9)).toBe(false);
    expect(browserOcrIsGood('   ', 99)).toBe(false);
  });
});
