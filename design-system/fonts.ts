// Self-hosted fonts with Cyrillic (nothing is loaded from a CDN). Each CSS file declares every subset with a
// unicode-range, so the browser downloads only the Latin or Cyrillic files a page needs.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/lora/500.css';
import '@fontsource/lora/700.css';
