// DOM matchers for the component tests (`toBeInTheDocument`, `toBeVisible`, `toHaveTextContent`…):
// an assertion about an element says what it checks, where `expect(getBy…).toBeTruthy()` checked nothing
// `getBy…` had not already thrown for.
import '@testing-library/jest-dom/vitest';
