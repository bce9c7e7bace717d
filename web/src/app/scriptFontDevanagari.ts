// Hindi's script in the two weights the theme uses (body text and headings); see scriptFonts.ts.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
