import { escapeHtml } from './html.ts'

/**
 * The heading and form of a sign-in page that posts one secret (a password field named `field`) to `action`;
 * `problem` is shown (and announced) after a refused attempt.
 */
export function signInForm(
  form: { heading: string; action: string; field: string; label: string },
  problem?: string,
): string {
  const alert = problem ? `<p class="problem" role="alert" id="problem">${escapeHtml(problem)}</p>` : ''
  return `<h1>${form.heading}</h1>${alert}
<form method="post" action="${form.action}" class="signin">
<label for="${form.field}">${form.label}</label>
<input id="${form.field}" name="${form.field}" type="password" autocomplete="current-password" required${problem ? ' aria-describedby="problem"' : ''}>
<button type="submit">Sign in</button></form>`
}
