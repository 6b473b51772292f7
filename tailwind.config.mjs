/** @type {import('tailwindcss').Config} */
// Dark luxury showroom palette: near-black surfaces and one champagne-gold accent.
export default {
  content: ['./src/**/*.{astro,html,ts,tsx,md}'],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#0b0b0c', 900: '#0b0b0c', 800: '#121214', 700: '#1a1a1d', 600: '#242428' },
        line: 'rgba(255, 255, 255, 0.09)',
        cream: { DEFAULT: '#f4f1ea', muted: '#b5b0a7', dim: '#8a857d' },
        gold: { DEFAULT: '#d4b483', light: '#e8d3ad', deep: '#a8884f' },
      },
      fontFamily: {
        display: ['"Playfair Display"', 'Georgia', 'serif'],
        sans: ['"Inter Variable"', 'Inter', 'system-ui', 'sans-serif'],
      },
      maxWidth: { shell: '80rem' },
      boxShadow: { card: '0 1px 0 rgba(255,255,255,0.04) inset, 0 20px 40px -24px rgba(0,0,0,0.8)' },
    },
  },
  plugins: [],
};
