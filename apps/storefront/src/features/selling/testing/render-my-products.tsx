import { App } from 'antd';
import { paths } from '../../../lib/paths';
import { renderRoutes } from '../../../test/render-routes';
import { MyProductsPage } from '../pages/my-products-page';

/** My products alone in a router at `path`, inside antd's App (messages, modals) as the layout gives it. */
export function renderMyProducts(path: string) {
  return renderRoutes(
    [
      {
        path: paths.myProducts,
        element: (
          <App>
            <MyProductsPage />
          </App>
        ),
      },
      { path: '*', element: null },
    ],
    path,
  );
}
