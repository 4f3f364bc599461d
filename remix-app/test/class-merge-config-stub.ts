import { getDefaultConfig } from 'tailwind-merge';

// Component tests merge with the whole default config: on every class the app uses it answers
// as the build's cut of it does (tooling/class-merge-config.test.ts).
export default getDefaultConfig();
