import '@testing-library/jest-dom';
import { preloadEveryModule } from '~/lib/lazy-components';

process.env.NODE_ENV = 'test';
process.env.API_URL = 'http://api.test';
// Each test answers the same URLs differently: no read may outlive its test.
process.env.PUBLIC_READ_CACHE_MS = '0';

// An unexpected console.error fails the test; a test that expects one mocks console.error itself.
const originalError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
// createRemixStub cannot pass React Router's v7 flags; its reminders about them are noise here.
const originalWarn = console.warn;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('React Router Future Flag Warning')) return;
    originalWarn(...args);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

// The browser loads a signed-in reader's menus, a toast's list… on demand (`lazyComponents`); the
// component tests render as if those chunks were in (the browser suite loads them for real).
beforeAll(() => preloadEveryModule());
