/** Saves a Blob under a fixed file name through a temporary <a download> (works in every browser). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // the click starts the download synchronously; give slow browsers a moment before revoking
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
