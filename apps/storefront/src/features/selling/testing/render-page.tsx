import { App } from 'antd';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { renderRoutes } from '../../../test/render-routes';
import { MyProductsPage } from '../pages/my-products-page';

/**
 * One page alone at `routePath` in a router at `path`, inside antd's App (messages, modals) as the layout gives it;
 * links out of it lead to an empty route.
 */
export function renderPage(routePath: string, page: ReactNode, path: string) {
  return renderRoutes(
    [
      { path: routePath, element: <App>{page}</App> },
      { path: '*', element: null },
    ],
    path,
  );
}

/** My products alone at `path`. */
export const renderMyProducts = (path: string) => renderPage(paths.myProducts, <MyProductsPage />, path);
