/** A signed-in user with two roles and the token pair of a sign-in as Admin, for the session tests. */
export const user = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@x.io',
  roles: ['Admin', 'Learner'] as ('Admin' | 'Learner')[],
  avatar: null,
};
export const tokens = {
  accessToken: 'at',
  refreshToken: 'rt',
  expiresAt: '2030-01-01T00:00:00.000Z',
  currentRole: 'Admin' as const,
};
