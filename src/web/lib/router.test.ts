// The app's router against react-router's rules (decision 0114): the same route table renders the
// same markup for every kind of path with both, and matchPath answers the same.
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as rr from 'react-router';
import { describe, expect, it } from 'vitest';
import * as own from './router.tsx';

type Api = typeof own | typeof rr;

type On = { api: Api };

function Params({ api }: On) {
  return h('p', null, JSON.stringify(api.useParams()));
}

function Where({ api }: On) {
  const l = api.useLocation();
  return h('p', null, `${l.pathname}|${l.search}|${l.hash}`);
}

function Layout({ api }: On) {
  return h(
    'div',
    null,
    h(api.Link, { to: '/', className: 'home' }, 'Home'),
    h(
      api.NavLink,
      { to: '/sessions', className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') },
      'Sessions',
    ),
    h(api.NavLink, { to: '/admin', className: 'nav', end: true }, 'Admin'),
    h(api.Link, { to: '/terms?x=1#top', 'aria-label': 'Terms' }, 'T'),
    h(Where, { api }),
    h('main', null, h(api.Outlet)),
  );
}

function Admin({ api }: On) {
  return h('section', null, 'admin', h(api.Outlet));
}

/** A table shaped like routes.tsx: a layout without a path, an index under a parent, params, '*'. */
const tableFor = (api: Api) => [
  {
    element: h(Layout, { api }),
    children: [
      { path: '/', element: 'landing' },
      { path: '/sessions', element: 'sessions' },
      { path: '/book/:link', element: h(Params, { api }) },
      { path: '/book/special', element: 'static beats param' },
      {
        path: '/admin',
        element: h(Admin, { api }),
        children: [
          { index: true, element: 'dashboard' },
          { path: '/admin/bookings/:sessionId', element: h(Params, { api }) },
          { path: '/admin/players/:key', element: h(Params, { api }) },
        ],
      },
      { path: '*', element: 'not found' },
    ],
  },
];

function Routes({ api, table }: On & { table: unknown }) {
  return api.useRoutes(table as never) as ReactNode;
}

function app(api: Api, location: string): string {
  return renderToString(h(api.StaticRouter as never, { location }, h(Routes, { api, table: tableFor(api) })));
}

describe('the router', () => {
  const paths = [
    '/',
    '/sessions',
    '/sessions/',
    '/SESSIONS',
    '/sessions/later',
    '/book/11-28-abcdef',
    '/book/11-28-abcdef/',
    '/book/special',
    '/book/a%20b%2Fc',
    '/book/',
    '/admin',
    '/admin/',
    '/admin/bookings/123',
    '/admin/players/ann%20smith',
    '/admin/nothing',
    '/terms?x=1#top',
    '/nowhere/at/all',
  ];
  for (const path of paths) {
    it(`renders ${path} as react-router does`, () => {
      expect(app(own, path)).toBe(app(rr, path));
    });
  }

  it('matches paths as react-router matchPath does', () => {
    const patterns = ['/', '/book/:link', '/admin/bookings/:sessionId', '/terms', '*', '/admin/*'];
    const cases = [
      '/',
      '/book/x-1',
      '/book/x-1/',
      '/Book/X',
      '/book/a%2Fb',
      '/admin/bookings/9',
      '/terms/',
      '/admin/a/b',
    ];
    for (const pattern of patterns) {
      for (const path of cases) {
        expect(own.matchPath(pattern, path)?.params ?? null, `${pattern} ~ ${path}`).toEqual(
          rr.matchPath(pattern, path)?.params ?? null,
        );
      }
    }
  });
});
