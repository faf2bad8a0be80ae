import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequest } from '@lanehub/shared/features/auth/auth.contract';

// The log-in form's rules, in a chunk of their own: the page loads them on first use (lib/lazy-resolver.ts).
export const loginResolver = zodResolver(ZLoginRequest);
