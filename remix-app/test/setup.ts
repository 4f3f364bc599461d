import '@testing-library/jest-dom';

process.env.NODE_ENV = 'test';
process.env.API_URL = 'http://api.test';

// An unexpected console.error fails the test; a test that expects one mocks console.error itself.
const originalError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});
