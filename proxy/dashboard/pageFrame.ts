import { escapeHtml } from './html.ts'

/** The HTML document around an operator or partner page: never indexed, its area's stylesheet, one <main>. */
export function pageFrame(page: { title: string; stylesheet: string; main: string; head?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(page.title)}</title>
<link rel="stylesheet" href="${page.stylesheet}">${page.head ?? ''}
</head>
<body><main>${page.main}</main></body>
</html>
`
}
