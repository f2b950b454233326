import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GOOGLE_ERRORS } from '@vitalia/shared/messages/auth';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { GoogleButton } from '../google-button';

describe('Google sign-in on the login screen', () => {
  it('shows nothing, not even the "o" divider, when Google is not configured', async () => {
    const { container } = renderApp(<GoogleButton />, { route: '/login' });
    // The loading placeholder goes, and nothing takes its place.
    await waitFor(() => expect(container.querySelector('.animate-pulse')).toBeNull());
    expect(container.querySelector('.h-px')).toBeNull();
    expect(screen.queryByText('o')).toBeNull();
    expect(screen.queryByText(GOOGLE_ERRORS.notConfigured)).toBeNull();
  });

  it('shows the divider with the button when configured, and a short notice if Google cannot be reached', async () => {
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({
          googleClientId: '1234567890-abc.apps.googleusercontent.com',
          environment: 'test',
        }),
      ),
    );
    const { container } = renderApp(<GoogleButton />, { route: '/login' });
    // The divider and the button's place appear; then Google's script fails to load, as offline.
    await waitFor(() => expect(container.querySelector('.h-px')).not.toBeNull());
    const script = await waitFor(() => {
      const found = document.head.querySelector('script[src*="accounts.google.com"]');
      if (!found) throw new Error('no Google script yet');
      return found;
    });
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText(GOOGLE_ERRORS.unavailable)).toBeDefined();
    expect(container.textContent).not.toContain(GOOGLE_ERRORS.notConfigured);
  });
});
