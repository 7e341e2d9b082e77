/** Offers `content` as a file download (a Blob behind a temporary object URL). */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
