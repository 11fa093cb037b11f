// The shop page's entry (a page of its own, built beside the back office; see docs/web-conventions.md).
export {};

const root = document.getElementById('root');
if (root) root.textContent = 'Online Shop';
