/**
 * @shop/router/engine: react-router's data router engines, about half of react-router's bytes. The browser loads
 * the engine after the first page hydrated (`createDeferredRouter`); tests and the server import it directly.
 */
export { createBrowserRouter, createMemoryRouter } from 'react-router';
