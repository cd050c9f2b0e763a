import { Navigate } from 'react-router-dom';

/** /login and /register while signed in. */
export function RedirectToDashboard() {
  return <Navigate to="/dashboard" replace />;
}
