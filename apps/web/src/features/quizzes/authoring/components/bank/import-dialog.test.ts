import { describe, expect, it } from 'vitest';
import { formatOfFile } from './import-dialog';

describe('formatOfFile', () => {
  it("takes the format from the file's name, and Moodle XML or Aiken from its text", () => {
    expect(formatOfFile('bank.csv', '<?xml version="1.0"?>')).toBe('csv');
    expect(formatOfFile('questions-2026-01-01.xml', '')).toBe('moodle-xml');
    expect(formatOfFile('export.txt', '\uFEFF\n<?xml version="1.0" encoding="UTF-8"?>\n<quiz>')).toBe('moodle-xml');
    expect(formatOfFile('pasted.txt', '<quiz>\n<question type="truefalse">')).toBe('moodle-xml');
    expect(formatOfFile('bank.gift', 'Q {T}')).toBe('gift');
    expect(formatOfFile('bank.txt', 'Which?\nA. a\nB. b\nANSWER: B')).toBe('aiken');
    expect(formatOfFile('bank.txt', 'Which? {=a ~b}')).toBe('gift');
  });
});
