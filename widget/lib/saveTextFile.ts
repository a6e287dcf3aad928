/** Saves text as a UTF-8 file through a Blob and a download link: no server round trip, no new window. */
export function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // Revoked a moment later: the browser may still be reading the Blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
