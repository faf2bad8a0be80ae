// What a feature that signs people in with a password needs from the auth feature, without
// importing it: app composition hands the auth service (which satisfies this) to such a feature.

/** Who is signing in, recorded on the session. */
export type ClientMeta = { userAgent: string | null; ip: string | null };

/** The tokens a successful password log-in returns (as `PUT /api/user/login` replies). */
export type SignInTokens = { accessToken: string; RefreshToken: string };

/** Password log-in: checks the credentials and the user's and company's state, opens a session. */
export type PasswordSignIn = {
  login: (email: string, password: string, client: ClientMeta) => Promise<SignInTokens>;
};
