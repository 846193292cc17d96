/** The demo customer's sign-in, printed by `npm start` next to the admin's. */
export const DEMO_CUSTOMER = { email: 'demo@maison.local', password: 'maison-demo', username: 'demo' } as const;
