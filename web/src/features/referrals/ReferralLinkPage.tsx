import { Navigate, useParams } from 'react-router-dom';
import { referralCodeFrom } from './referralMemory.ts';

/**
 * /r/CODE inside the app (the server redirects the same address itself; this answers when the
 * service worker serves the app offline): the people's suites with the code filled in.
 */
export default function ReferralLinkPage() {
  const code = referralCodeFrom(useParams().code);
  return <Navigate to={code ? `/products/people?ref=${code}` : '/products/people'} replace />;
}
