// Vite's `?raw` suffix imports a file's text: Storybook's preview and the tokens page read
// tokens.css this way, so the stylesheet stays the one source of the token values.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
