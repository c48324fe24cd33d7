// Hands a file fetched with the bearer token to the browser as a download (a plain link cannot
// carry the token).
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
