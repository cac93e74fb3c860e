import { describe, expect, it } from 'vitest';
import { classifyPath, type GoodListKeepAlive, initialKeepAlive, nextKeepAlive } from './good-list-keep-alive';

/** Follows a visit through `paths` and answers the state after each step. */
function visit(paths: string[]) {
  let state: GoodListKeepAlive = initialKeepAlive;
  let from: string | null = null;
  return paths.map((to) => {
    const next = nextKeepAlive(state, from, to);
    state = next;
    from = to;
    return next;
  });
}

describe('classifyPath', () => {
  it('knows the list and the detail, whatever the case or a trailing slash', () => {
    expect(classifyPath('/pages/goodList')).toBe('goodList');
    expect(classifyPath('/pages/goodlist/')).toBe('goodList');
    expect(classifyPath('/pages/detail/index')).toBe('detail');
    expect(classifyPath('/pages/detail')).toBe('other');
    expect(classifyPath('/')).toBe('other');
  });
});

describe('nextKeepAlive', () => {
  it('keeps the list while on detail and restores it, scroll included, on the way back', () => {
    const [list, detail, back] = visit(['/pages/goodList', '/pages/detail/index', '/pages/goodList']);
    expect(list).toMatchObject({ alive: true, restoreScroll: false });
    expect(detail).toMatchObject({ alive: true, generation: list?.generation });
    expect(back).toMatchObject({ alive: true, generation: list?.generation, restoreScroll: true });
  });

  it('keeps it across several detail pages', () => {
    const steps = visit(['/pages/goodList', '/pages/detail/index', '/pages/detail/index', '/pages/goodList']);
    expect(steps[3]).toMatchObject({ generation: steps[0]?.generation, restoreScroll: true });
  });

  it('keeps the instance when only the list query changes (a filter)', () => {
    const [first, second] = visit(['/pages/goodList', '/pages/goodList']);
    expect(second).toMatchObject({ generation: first?.generation, alive: true, restoreScroll: false });
  });

  it('starts fresh when arriving any other way', () => {
    const viaHome = visit(['/pages/goodList', '/', '/pages/goodList']);
    expect(viaHome[1]).toMatchObject({ alive: false });
    expect(viaHome[2]?.generation).toBe((viaHome[0]?.generation ?? 0) + 1);
    expect(viaHome[2]?.restoreScroll).toBe(false);

    // A detail page reached from elsewhere has no list to go back to.
    const viaDetailFromHome = visit(['/pages/goodList', '/', '/pages/detail/index', '/pages/goodList']);
    expect(viaDetailFromHome[3]).toMatchObject({ restoreScroll: false });
    expect(viaDetailFromHome[3]?.generation).toBe((viaDetailFromHome[0]?.generation ?? 0) + 1);
  });

  it('starts fresh when the visit begins on detail', () => {
    const [detail, list] = visit(['/pages/detail/index', '/pages/goodList']);
    expect(detail).toMatchObject({ alive: false });
    expect(list).toMatchObject({ alive: true, restoreScroll: false });
  });
});
