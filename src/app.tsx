import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { ConfigProvider } from 'antd';
import { theme } from './theme';
import { accessControlProvider } from './providers/access-control-provider';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider-on-demand';
import { notificationProvider } from './providers/notification-provider';
import { queryClient } from './providers/query-client';
import { resources } from './resources';
import { PageGate, RedirectIfSignedIn, RequireAuth } from './components/route-guards';
import { PageErrorBoundary } from './components/page-error-boundary';
import { PageLoading } from './components/page-loading';
import { SessionEffects } from './components/session-effects';
import { useDocumentTitle } from './components/use-document-title';

// Every screen is its own chunk, made lazy once (not on each render, which would remount it); one
// that fails to load or to render shows a way to reload. Each names the window while it is shown.
const lazyPage = (title: string, load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return function RoutePage() {
    useDocumentTitle(title);
    return (
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  };
};

const LoginPage = lazyPage('Sign in', () => import('./pages/login'));
const RegisterPage = lazyPage('Create account', () => import('./pages/register'));
const ForgotPage = lazyPage('Forgot password', () => import('./pages/forgot'));
const ResetPasswordPage = lazyPage('Reset password', () => import('./pages/reset-password'));
const HomePage = lazyPage('Home', () => import('./pages/home'));
const AgentPage = lazyPage('Underwriter Assistant', () => import('./pages/agent'));
const AdminPage = lazyPage('Admin', () => import('./pages/admin'));
const SuperadminPage = lazyPage('Superadmin', () => import('./pages/superadmin'));
const TeamPage = lazyPage('Team & Profile', () => import('./pages/team'));
const BillingPage = lazyPage('Billing', () => import('./pages/billing'));
const LibraryPage = lazyPage('Library', () => import('./pages/library'));

const gate = (resource: string, deniedTo: string, children: ReactNode, needsEntitlement = false) => (
  <PageGate resource={resource} deniedTo={deniedTo} needsEntitlement={needsEntitlement}>
    {children}
  </PageGate>
);

function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/login" replace />} />
      <Route
        path="/login"
        element={
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        }
      />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot" element={<ForgotPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route
        element={
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        }
      >
        <Route path="/home" element={<HomePage />} />
        <Route path="/agent" element={<AgentPage />} />
        <Route path="/admin" element={gate('page:admin', '/home', <AdminPage />)} />
      </Route>
      <Route path="/superadmin" element={gate('page:superadmin', '/login', <SuperadminPage />)} />
      <Route path="/team" element={gate('page:team', '/home', <TeamPage />)} />
      <Route path="/billing" element={gate('page:billing', '/home', <BillingPage />)} />
      <Route path="/library" element={gate('page:library', '/home', <LibraryPage />, true)} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider theme={theme}>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          notificationProvider={notificationProvider}
          resources={resources}
          options={{
            disableTelemetry: true,
            syncWithLocation: false,
            warnWhenUnsavedChanges: false,
            reactQuery: { clientConfig: queryClient },
          }}
        >
          <SessionEffects />
          <AppRoutes />
        </Refine>
      </ConfigProvider>
    </BrowserRouter>
  );
}
