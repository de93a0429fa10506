#!/usr/bin/env python3
# Usage: python3 scripts/codemods/node-test-to-jest.py FILES, then (API files) node-test-to-jest-api.py FILES; review the diff.
"""node:test -> Jest globals, for the mechanical part. Prints files it could not fully convert."""
import re, sys

def convert(src: str):
    notes = []
    m = re.search(r"^import \{([^}]*)\} from 'node:test';\n", src, re.M)
    if not m:
        return src, ['no node:test import']
    names = [n.strip() for n in m.group(1).split(',') if n.strip()]
    src = src[:m.start()] + src[m.end():]
    for n in names:
        if n not in ('describe', 'it', 'test', 'before', 'after', 'beforeEach', 'afterEach', 'mock'):
            notes.append(f'import {n}')
    # lifecycle hooks at call sites (not member calls like t.after)
    src = re.sub(r'(?<![\w.])before\(', 'beforeAll(', src)
    src = re.sub(r'(?<![\w.])after\(', 'afterAll(', src)
    # `(title, { skip: cond }, fn)` -> `(cond ? x.skip : x)(title, fn)`
    def skip_opt(mm):
        fn, title, cond = mm.group(1), mm.group(2), mm.group(3)
        return f"({cond} ? {fn}.skip : {fn})({title}, "
    src = re.sub(r"(?<![\w.])(describe|it|test)\(((?:'[^'\n]*'|`[^`\n]*`|\"[^\"\n]*\"))\s*,\s*\{ ?skip: ([^{}\n]+?) ?\},\s*", skip_opt, src)
    # `(title, { timeout: N }, fn)` -> `(title, fn, N)` needs the fn end: flag it
    for kw in ('timeout:', 'concurrency:', 'only:', 'todo:', 't.test(', 't.after(', 't.mock', 'mock.', 't.skip(', 't.diagnostic(', 't.plan('):
        if kw in src:
            notes.append(kw)
    return src, notes

for path in sys.argv[1:]:
    src = open(path).read()
    out, notes = convert(src)
    if out != src:
        open(path, 'w').write(out)
    if notes:
        print(path, notes)
