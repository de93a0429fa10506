// Browser entry: an async boundary so the federation share scope is ready before React loads.
import('./bootstrap.tsx');
