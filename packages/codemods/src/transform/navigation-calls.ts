/**
 * Functions and methods that take a route of the app's own UI, or of its framework's cache, not an API URL to
 * request: client-side navigation (`navigate('/records')`, `router.push(…)`, Angular's `navigateByUrl`) and
 * Next.js's server-side redirects and cache revalidation (`redirect(…)`, `revalidatePath('/items/1')`). One list
 * for the project pass (a URL reaching one is a UI use) and the per-file transform (a path written there is left).
 */
const NAVIGATION_NAMES = new Set([
  'navigate',
  'push',
  'replace',
  'prefetch',
  'redirect',
  'permanentRedirect',
  'revalidatePath',
  'useNavigate',
  'href',
  'navigateByUrl',
  'redirectTo',
  'navigateTo', // Nuxt's
]);

/** Whether a callee named `name` (a function, or a method's property name) takes a UI route. */
export function isNavigationName(name: string | undefined): boolean {
  return name !== undefined && NAVIGATION_NAMES.has(name);
}
