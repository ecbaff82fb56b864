import { createBrowserRouter, Navigate, useRouteError, type RouteObject } from 'react-router';
import { accountPage, allPages, conversationPage, factoryProfilePage, type RouteHandle } from './pages';
import { RootErrorPage } from './RootErrorPage';
import GameLayout from './shell/GameLayout';
import { NotFound } from './shell/NotFound';

const pageRoutes: RouteObject[] = [...allPages, accountPage, factoryProfilePage, conversationPage].map(
  ({ path, title, Component }) => ({
    ...(path ? { path } : { index: true }),
    element: <Component />,
    handle: { title } satisfies RouteHandle,
  }),
);

function RouteError() {
  return <RootErrorPage error={useRouteError()} />;
}

/** The signed-in game's routes ('/' and any other address outside /game go to /game). */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
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
