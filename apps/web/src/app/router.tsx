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

type Router = ReturnType<typeof createRouter>;
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
let ahead: { router: Router; at: string } | undefined;

/**
 * Makes the router before the game is first drawn, in a task of its own (app/first-data.ts): made in
 * the task that first draws the shell, it was the longest task of a phone's first load (issue 49).
 */
export function prepareRouter(): Router {
  ahead ??= { router: createRouter(), at: address() };
  return ahead.router;
}

/**
 * The router for the game being drawn: the one made ahead when the address is still the one it was
 * made at, else a new one (the gate owned the address meanwhile).
 */
export function takeRouter(): Router {
  const made = ahead;
  ahead = undefined;
  if (made?.at === address()) return made.router;
  made?.router.dispose();
  return createRouter();
}
