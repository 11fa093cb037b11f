import { describe, expect, it } from 'vitest';
import { deviceClassOf } from './use-device-class';

describe('device class by width (§2)', () => {
  it.each([
    [320, 'mobile'],
    [599, 'mobile'],
    [600, 'minipc'],
    [1024, 'minipc'],
    [1599, 'minipc'],
    [1600, 'desktop'],
    [2560, 'desktop'],
  ])('%i px is %s', (width, expected) => {
    expect(deviceClassOf(width)).toBe(expected);
  });
});
