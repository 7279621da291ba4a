import type { ScreenRoute } from '../../lib/screen-routes.ts';

export const checkoutRoutes: ScreenRoute[] = [
  { path: 'checkout', group: 'open', load: async () => (await import('./screens/checkout-screen.tsx')).CheckoutScreen },
];
