#!/usr/bin/env python3
"""API pass after codemod.py: `{ timeout: N }` options become Jest's third argument, t.diagnostic a console.log,
t.skip a warning (Jest has no runtime skip), and the now unused `t` parameters go (Jest reads a parameter as `done`)."""
import re, sys

def match_paren(s, i):
    """Index of the ')' closing the '(' at i; skips strings, templates and comments roughly."""
    depth = 0; j = i
    while j < len(s):
        c = s[j]
        if c in '\'"':
            j += 1
            while s[j] != c:
                j += 2 if s[j] == '\\' else 1
        elif c == '`':
            j += 1
            while s[j] != '`':
                if s[j] == '\\': j += 2; continue
                if s.startswith('${', j):
                    k = j + 1; d = 0
                    while True:
                        if s[k] == '{': d += 1
                        elif s[k] == '}':
                            d -= 1
                            if d == 0: break
                        elif s[k] == '`':
                            # nested template: skip it
                            k += 1
                            while s[k] != '`': k += 1
                        k += 1
                    j = k + 1; continue
                j += 1
        elif s.startswith('//', j):
            j = s.index('\n', j); continue
        elif s.startswith('/*', j):
            j = s.index('*/', j) + 2; continue
        elif c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
            if depth == 0: return j
        j += 1
    raise ValueError('unbalanced')

def convert(s):
    out = s
    while True:
        m = re.search(r"(?<![\w.])(it|test|describe)\(", out)
        found = False
        pos = 0
        for m in re.finditer(r"(?<![\w.])(it|test|describe)(\.skip)?\(", out):
            start = m.end() - 1
            end = match_paren(out, start)
            body = out[start:end]
            t = re.match(r"\(((?:'(?:[^'\\]|\\.)*'|`[^`]*`|\"[^\"]*\"))\s*,\s*\{ ?timeout: ([\d_]+) ?\},\s*", body)
            if t:
                out = out[:start] + '(' + t.group(1) + ', ' + body[t.end():] + ', ' + t.group(2) + out[end:]
                found = True
                break
        if not found:
            break
    out = re.sub(r"\bt\.diagnostic\(", "console.log(", out)
    out = re.sub(r"\breturn t\.skip\(([^;\n]*)\);", r"return console.warn(`skipped at run time: ${\1}`);", out)
    out = re.sub(r"\bt\.skip\(([^;\n]*)\);", r"console.warn(`skipped at run time: ${\1}`);", out)
    # the test function's own `t` (only t.skip/t.diagnostic used it; Jest would read a parameter as `done`)
    out = re.sub(r"((?<![\w.])(?:it|test)\((?:'(?:[^'\\\n]|\\.)*'|`[^`\n]*`)\s*,\s*(?:async )?)\(t\) =>", r"\1() =>", out)
    return out

for p in sys.argv[1:]:
    s = open(p).read()
    o = convert(s)
    if o != s: open(p, 'w').write(o)
    left = [k for k in ('timeout:', 't.skip', 't.diagnostic', '(t)', 'node:test', ' before(', ' after(') if k in o]
    if left: print(p, left)
