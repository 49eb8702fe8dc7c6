// The app: the router's routes, one per route record, inside the layout and the error boundary.
import { StrictMode, Suspense } from "react";
import { HelmetProvider } from "react-helmet-async";
import { Route, Routes, useLocation } from "react-router-dom";
import { routeRecords } from "../content/shared/routes.ts";
import { DefaultHead } from "../components/head.tsx";
import { ErrorBoundary } from "../components/error-boundary.tsx";
import { Layout } from "../components/layout/layout.tsx";
import { PageDataContext, type PageDataStore } from "./page-data-store.ts";
import { Page } from "./page.tsx";
import { ScrollManager } from "./scroll-manager.tsx";

/** The whole app inside a router (BrowserRouter on the client, StaticRouter when prerendering). */
export function App({ store }: { store: PageDataStore }) {
  const location = useLocation();
  return (
    <StrictMode>
      <HelmetProvider>
        <PageDataContext value={store}>
          <ScrollManager />
          <Layout>
            <ErrorBoundary resetKey={location.pathname}>
              <Suspense
                fallback={
                  <p className="page-loading" role="status">
                    <DefaultHead />
                    Loading…
                  </p>
                }
              >
                <Routes>
                  {routeRecords.map((route) => (
                    <Route key={route.id} path={route.pattern} element={<Page routeId={route.id} />} />
                  ))}
                </Routes>
              </Suspense>
            </ErrorBoundary>
          </Layout>
        </PageDataContext>
      </HelmetProvider>
    </StrictMode>
  );
}
