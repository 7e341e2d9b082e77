import { toast } from "#app/lib/toast.ts";

/** Copies `text`, with a toast either way (a browser may refuse the clipboard). */
export async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}
