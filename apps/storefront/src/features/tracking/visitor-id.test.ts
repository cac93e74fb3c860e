import { describe, expect, it } from 'vitest';
import { createVisitorId, getVisitorId } from './visitor-id';

const pattern = /^[A-Za-z0-9_-]{8,64}$/;

describe('visitor id', () => {
  it('creates random ids of allowed characters', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createVisitorId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(pattern);
  });

  it('is created once and remembered in localStorage', () => {
    const first = getVisitorId();
    expect(localStorage.getItem('visitorId')).toBe(first);
    expect(getVisitorId()).toBe(first);
  });

  it('replaces a stored id that does not fit the pattern', () => {
    localStorage.setItem('visitorId', 'bad id!');
    const id = getVisitorId();
    expect(id).toMatch(pattern);
    expect(localStorage.getItem('visitorId')).toBe(id);
  });
});
