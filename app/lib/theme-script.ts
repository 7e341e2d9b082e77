/**
 * Runs inline in <head>, before first paint, so a dark-theme reader never sees a light flash:
 * the stored choice (localStorage "theme", docs/product.md#storage-keys) wins, otherwise the system
 * preference. Kept tiny and dependency-free; it must never throw.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem("theme");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);document.documentElement.style.colorScheme=d?"dark":"light"}catch(e){}})()`;
