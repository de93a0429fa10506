// Jest matcher types of @testing-library/jest-dom for every package whose tsconfig lists this file in "types".
import '@testing-library/jest-dom';
