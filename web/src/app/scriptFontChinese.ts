// Simplified Chinese in unicode-range slices, in the two weights the theme uses; see scriptFonts.ts.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
