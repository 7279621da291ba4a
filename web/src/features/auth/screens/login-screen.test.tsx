import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantGate } from '../../../app/tenant-context.tsx';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, renderScreen, researcher, sentBodies, tenantRoute } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

const login = (
  <TenantGate>
    <LoginScreen />
  </TenantGate>
);

describe('LoginScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    authStore.logout();
  });

  it('logs in and goes home', async () => {
    const fetchMock = mockApi({ ...tenantRoute(), 'POST /auth/login/': researcher });
    renderScreen(login, { url: '/login', auth: null });
    expect(await screen.findByRole('heading', { name: 'Log in to Acme Research' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'R@Example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/');
    expect(authStore.get()?.email).toBe('r@example.org');
    expect(sentBodies(fetchMock, 'POST', '/auth/login/')).toEqual([
      { email: 'r@example.org', password: 'correct horse' },
    ]);
  });

  it("shows the form's and the server's errors", async () => {
    const fetchMock = mockApi({
      ...tenantRoute(),
      'POST /auth/login/': { status: 401, body: { detail: 'Wrong email or password.' } },
    });
    renderScreen(login, { url: '/login', auth: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST', '/auth/login/')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'r@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
    expect(authStore.get()).toBeNull();
  });
});
