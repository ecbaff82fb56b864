import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountPage, allPages, factoryProfilePage, type RouteHandle } from './pages';
import { Root } from './Root';
import { RootErrorPage } from './RootErrorPage';
import { NotFound } from './shell/NotFound';

/** The signed-in shell is its own chunk: the signed-out gate loads none of it. */
const GameLayout = lazy(() => import('./shell/GameLayout'));

const pageRoutes: RouteObject[] = [...allPages, accountPage, factoryProfilePage].map(({ path, title, Component }) => ({
  ...(path ? { path } : { index: true }),
  element: <Component />,
  handle: { title } satisfies RouteHandle,
}));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RootErrorPage />,
    children: [
      {
        path: 'game',
        element: <GameLayout />,
        children: [...pageRoutes, { path: '*', element: <NotFound />, handle: { title: 'Page not found' } }],
      },
      { path: '*', element: <Navigate to="/game" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
