import { describe, expect, it } from 'vitest';
import { addressOf, routeUrl } from './api-routes.ts';

describe('a route named by its declared path', () => {
  it('fills its parameters, encoded, under /api', () => {
    expect(routeUrl('/public/property/buildings/:id', { param: { id: 12 } })).toBe('/api/public/property/buildings/12');
    expect(routeUrl('/public/verify/:code', { param: { code: 'a b/c' } })).toBe('/api/public/verify/a%20b%2Fc');
  });

  it('appends the query in the order given and leaves blank values out, so one input is one cache key', () => {
    expect(routeUrl('/sync/pull', { query: { cursor: 0, clientId: 'c-1' } })).toBe(
      '/api/sync/pull?cursor=0&clientId=c-1',
    );
    expect(routeUrl('/public/property/projects', { query: { state: undefined } })).toBe(
      '/api/public/property/projects',
    );
    expect(routeUrl('/public/property/projects', { query: { kind: 'commercial', state: '' } })).toBe(
      '/api/public/property/projects?kind=commercial',
    );
  });

  it('leaves a trailing wildcard open and looks a patterned parameter up by its name', () => {
    expect(routeUrl('/files/*')).toBe('/api/files/');
    expect(addressOf('/flows/:id{[0-9]+}/export', { param: { id: 7 }, query: { format: 'csv' } })).toBe(
      '/api/flows/7/export?format=csv',
    );
  });

  it('refuses an address with a parameter left unfilled', () => {
    expect(() => addressOf('/public/property/projects/:id')).toThrow('needs id');
  });
});
