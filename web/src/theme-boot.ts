// Runs before React so the first paint already has the right theme (no light flash in dark mode).
// An external module, not inline script, because the CSP forbids inline scripts.
const stored = localStorage.getItem('vite-ui-theme');
const theme = stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'dark';
const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
document.documentElement.classList.toggle('dark', dark);
document.documentElement.classList.toggle('light', !dark);
