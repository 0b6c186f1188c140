// A remote's own page in a production build. The remote runs only inside the site's shell, whose
// federation runtime it borrows, so its standalone page (the remote's bootstrap and shared/dev) is
// built for development only (`npm run dev`); this page says so instead.
document.body.textContent = 'This part of Makao runs inside the site. Its standalone page runs with npm run dev.';
