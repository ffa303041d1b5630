import { ocrLanguages, speechLanguage } from './media.service';
import { chunkUploadKey, safeSessionId } from './upload-store';

describe('language choice from the request headers', () => {
  it('takes the spoken language from the interface language, then the output language', () => {
    expect(speechLanguage({ uiLanguage: 'hi', outputLanguage: 'english' })).toBe('hi');
    expect(speechLanguage({ uiLanguage: 'en', outputLanguage: 'hindi' })).toBe('en');
    expect(speechLanguage({ outputLanguage: 'hindi' })).toBe('hi');
    expect(speechLanguage({})).toBe('en');
  });

  it('reads Hindi and English in images when the interface or the output is Hindi, else English', () => {
    expect(ocrLanguages({ uiLanguage: 'hi' })).toEqual(['hin', 'eng']);
    expect(ocrLanguages({ uiLanguage: 'en', outputLanguage: 'hindi' })).toEqual(['hin', 'eng']);
    expect(ocrLanguages({ uiLanguage: 'en', outputLanguage: 'english' })).toEqual(['eng']);
    expect(ocrLanguages({})).toEqual(['eng']);
  });
});

describe('upload paths', () => {
  it('derive a chunk folder from a hash, whatever the file name holds', () => {
    const key = chunkUploadKey('../../etc/passwd\u0000.mp4', 100, 2);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(chunkUploadKey('../../etc/passwd\u0000.mp4', 100, 2)).toBe(key);
    expect(chunkUploadKey('../../etc/passwd\u0000.mp4', 101, 2)).not.toBe(key);
  });

  it('accept only a UUID-shaped session id', () => {
    expect(safeSessionId('3f1e8c1e-1111-4111-8111-111111111111')).toBe('3f1e8c1e-1111-4111-8111-111111111111');
    expect(() => safeSessionId('../../../../tmp/x-1111-4111-8111-1111111111')).toThrow('invalid session id');
  });
});
