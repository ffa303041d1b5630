import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolError } from 'src/engines/video/media-tools';
import { prepareLanguageData, TesseractOcrEngine } from './ocr-engine';

describe('TesseractOcrEngine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'likho-ocr-'));
  const engine = new TesseractOcrEngine(prepareLanguageData(join(dir, 'lang'), ['eng']));
  afterAll(async () => {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rejects a corrupt JPEG with a ToolError (no uncaught exception), and reads the next image', async () => {
    const uncaught = jest.fn();
    process.on('uncaughtException', uncaught);
    try {
      const corrupt = join(dir, 'corrupt.jpg');
      writeFileSync(corrupt, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.alloc(300, 7)]));
      const signal = new AbortController().signal;
      await expect(engine.recognize(corrupt, { languages: ['eng'], signal })).rejects.toBeInstanceOf(ToolError);
      const png = join(dir, 'blank.png');
      writeFileSync(
        png,
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      );
      await expect(engine.recognize(png, { languages: ['eng'], signal })).resolves.toMatchObject({ text: '' });
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).not.toHaveBeenCalled();
    } finally {
      process.off('uncaughtException', uncaught);
    }
  });
});
