import { useLocation } from 'react-router';
import { paths } from '../../../../shared/domain/paths';

/** The pages of the sign-in flow itself, where a 'Sign In' link would only lead back to where one is. */
const SIGN_IN_FLOW: readonly string[] = [paths.login, paths.verifyOtp];

/** Whether the header offers 'Sign In' here (issue 14: not on /login itself). */
export function useSignInOffered(): boolean {
  return !SIGN_IN_FLOW.includes(useLocation().pathname);
}
