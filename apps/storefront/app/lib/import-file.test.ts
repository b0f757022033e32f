import { describe, expect, it } from 'vitest';
import { decodeImportFile, importFileSizeProblem, maxImportFileBytes } from './import-file';

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('decodeImportFile', () => {
  it('reads UTF-8, and Windows-1252 as Excel writes plain CSV', () => {
    expect(decodeImportFile(bytesOf('prénom'))).toBe('prénom');
    expect(decodeImportFile(new Uint8Array([0x70, 0x72, 0xe9, 0x6e, 0x6f, 0x6d]))).toBe('prénom');
  });
});

describe('importFileSizeProblem', () => {
  it('allows up to exactly 5 MB', () => {
    expect(importFileSizeProblem(0)).toEqual({ code: 'empty' });
    expect(importFileSizeProblem(maxImportFileBytes)).toBeNull();
    expect(importFileSizeProblem(maxImportFileBytes + 1)).toEqual({ code: 'tooLarge' });
  });
});
