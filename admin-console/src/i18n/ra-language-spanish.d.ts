/** The Spanish pack ships no types; it is a message tree like ra-language-english's. */
declare module '@blackbox-vision/ra-language-spanish/dist-web/index.js' {
  const spanishMessages: Record<string, unknown>;
  export default spanishMessages;
}
