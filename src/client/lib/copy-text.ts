import { showAlert } from '#client/stores/alerts-store.ts';

/** Copies to the clipboard and says so (or says how to copy by hand when the browser refuses). */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showAlert({ kind: 'success', title: `${what} copied` });
    return true;
  } catch {
    showAlert({ kind: 'warning', title: `Could not copy the ${what.toLowerCase()}`, description: 'Select it and copy it by hand.' });
    return false;
  }
}
