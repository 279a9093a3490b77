import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './isChunkLoadError';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('isChunkLoadError', () => {
  it('recognises failed chunk and module loads', () => {
    expect(isChunkLoadError(named('ChunkLoadError', 'Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk route-abc failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
  });

  it('treats everything else as a crash', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
