import { createBrowserRouter, Navigate, useRouteError, type RouteObject } from 'react-router';
import { accountPage, allPages, conversationPage, factoryProfilePage, operatorGroup, type RouteHandle } from './pages';
import { RootErrorPage } from './RootErrorPage';
import GameLayout from './shell/GameLayout';
import { NotFound } from './shell/NotFound';
import { OperatorOnly } from './shell/OperatorOnly';

const operatorOnly = new Set(operatorGroup.pages);

const pageRoutes: RouteObject[] = [...allPages, accountPage, factoryProfilePage, conversationPage].map((page) => {
  const { path, title, Component } = page;
  const guarded = operatorOnly.has(page);
  return {
    ...(path ? { path } : { index: true }),
    element: guarded ? (
      <OperatorOnly>
        <Component />
      </OperatorOnly>
    ) : (
      <Component />
    ),
    handle: { title, ...(guarded ? { operatorOnly: true } : {}) } satisfies RouteHandle,
  };
});

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
