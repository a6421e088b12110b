/**
 * Where the visitor arrived (read at start-up, before any in-app navigation): SHELL-020's
 * affiliate check and CONT-051's "moved to another page" compare against it.
 */
export const ARRIVAL: { pathname: string; search: string } =
  typeof window === 'undefined'
    ? { pathname: '/', search: '' }
    : { pathname: window.location.pathname, search: window.location.search };
