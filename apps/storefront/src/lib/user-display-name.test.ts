import { describe, expect, it } from 'vitest';
import { userDisplayName } from './user-display-name';

describe('userDisplayName (SPEC §3 nickname mask)', () => {
  it('masks a nickname of exactly 11 characters: first 3, ****, last 4', () => {
    expect(userDisplayName({ nickName: '13800138000' })).toBe('138****8000');
    expect(userDisplayName({ nickName: 'abcdefghijk' })).toBe('abc****hijk');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(userDisplayName({ nickName: '星游玩家一二三四五六七' })).toBe('星游玩****四五六七');
    expect(userDisplayName({ nickName: '😀😀😀abcdefgh' })).toBe('😀😀😀****efgh');
  });

  it('shows any other length as it is', () => {
    expect(userDisplayName({ nickName: '1380013800' })).toBe('1380013800');
    expect(userDisplayName({ nickName: '138001380001' })).toBe('138001380001');
    expect(userDisplayName({ nickName: 'Player' })).toBe('Player');
  });

  it('answers an empty name when there is no user', () => {
    expect(userDisplayName(null)).toBe('');
  });
});
