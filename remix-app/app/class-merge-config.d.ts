declare module 'virtual:class-merge-config' {
  const config: import('tailwind-merge').Config<string, string>;
  export default config;
}
