/** The demo sign-in the README lists and `main.ts` prints. Demo data only: never a real account. */
export const demoCredentials = {
  email: 'demo@hallway.test',
  password: 'hallway-demo-2026',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;
