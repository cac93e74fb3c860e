import { createStaticHandler, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { renderedRoutes } from './rendered-routes';

describe('renderedRoutes', () => {
  // The server's render names its branch by the ids of react-router's static handler; the browser must find the same
  // route objects from them as matching the address would.
  const serverRoutes = createStaticHandler(routes).dataRoutes;
  it.each([
    '/',
    '/pages/goodList?gameId=1',
    '/pages/detail/index?id=5',
    '/pages/other/gonggao',
    '/pages/accountOrder?pageType=buy',
    '/no/such/page',
  ])('finds the rendered branch of %s', (address) => {
    const url = new URL(address, 'http://shop.test');
    const ids = (matchRoutes(serverRoutes, url.pathname) ?? []).map((match) => match.route.id);
    expect(ids.length).toBeGreaterThan(1);
    const expected = (matchRoutes(routes, url.pathname) ?? []).map((match) => match.route);
    expect(renderedRoutes(routes, ids)).toEqual(expected);
    expect(renderedRoutes(routes, ids)?.every((route, at) => route === expected[at])).toBe(true);
  });

  it('answers null for ids that do not name a route of this table', () => {
    expect(renderedRoutes(routes, ['0', '0-0', '0-0-999'])).toBeNull();
    expect(renderedRoutes(routes, ['7'])).toBeNull();
    expect(renderedRoutes(routes, ['0-x'])).toBeNull();
    expect(renderedRoutes(routes, ['__proto__'])).toBeNull();
  });
});
