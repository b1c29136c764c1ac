//! A small line diff (Myers' O(ND) algorithm) and a unified-style printer,
//! for showing why a test failed. Equality of lines is a caller-supplied
//! predicate so that an EXPECTF line like `in %s on line %d` counts as equal
//! to the actual line it matches.
//!
//! This is for humans reading failures, not a patch format: hunks are
//! approximate when the edit distance is huge (past a cap, the differing
//! middle is shown as one block).

/// One diff step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// Line `a[i]` equals `b[j]`.
    Same(usize, usize),
    /// Line `a[i]` only in the expected side.
    Del(usize),
    /// Line `b[j]` only in the actual side.
    Ins(usize),
}

/// Edit distances beyond this fall back to "everything in the middle
/// differs" (keeps time and memory bounded on garbage output).
const MAX_D: usize = 4000;

/// Splits into lines without terminators (`\r\n` or `\n`).
pub fn split_lines(s: &[u8]) -> Vec<&[u8]> {
    if s.is_empty() {
        return Vec::new();
    }
    let s = s.strip_suffix(b"\n").unwrap_or(s);
    s.split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect()
}

/// Computes an edit script from `a` to `b`.
pub fn diff_lines<T>(a: &[T], b: &[T], mut eq: impl FnMut(&T, &T) -> bool) -> Vec<Op> {
    // Common prefix and suffix first: failures usually differ in a few lines.
    let mut pre = 0;
    while pre < a.len() && pre < b.len() && eq(&a[pre], &b[pre]) {
        pre += 1;
    }
    let mut suf = 0;
    while suf < a.len() - pre
        && suf < b.len() - pre
        && eq(&a[a.len() - 1 - suf], &b[b.len() - 1 - suf])
    {
        suf += 1;
    }
    let (am, bm) = (&a[pre..a.len() - suf], &b[pre..b.len() - suf]);
    let mut ops: Vec<Op> = (0..pre).map(|i| Op::Same(i, i)).collect();
    let middle = myers(am, bm, &mut eq).unwrap_or_else(|| {
        (0..am.len())
            .map(Op::Del)
            .chain((0..bm.len()).map(Op::Ins))
            .collect()
    });
    ops.extend(middle.into_iter().map(|op| match op {
        Op::Same(i, j) => Op::Same(i + pre, j + pre),
        Op::Del(i) => Op::Del(i + pre),
        Op::Ins(j) => Op::Ins(j + pre),
    }));
    ops.extend((0..suf).map(|k| Op::Same(a.len() - suf + k, b.len() - suf + k)));
    ops
}

fn myers<T>(a: &[T], b: &[T], eq: &mut impl FnMut(&T, &T) -> bool) -> Option<Vec<Op>> {
    let (n, m) = (a.len() as isize, b.len() as isize);
    let max = (n + m) as usize;
    if max == 0 {
        return Some(Vec::new());
    }
    let off = max as isize + 1;
    let mut v = vec![0isize; 2 * max + 3];
    let mut trace: Vec<Vec<isize>> = Vec::new();
    for d in 0..=(max.min(MAX_D) as isize) {
        trace.push(v.clone());
        let mut k = -d;
        while k <= d {
            let idx = (k + off) as usize;
            let mut x = if k == -d || (k != d && v[idx - 1] < v[idx + 1]) {
                v[idx + 1]
            } else {
                v[idx - 1] + 1
            };
            let mut y = x - k;
            while x < n && y < m && eq(&a[x as usize], &b[y as usize]) {
                x += 1;
                y += 1;
            }
            v[idx] = x;
            if x >= n && y >= m {
                return Some(backtrack(&trace, a.len(), b.len(), off, d));
            }
            k += 2;
        }
    }
    None
}

fn backtrack(trace: &[Vec<isize>], n: usize, m: usize, off: isize, d_end: isize) -> Vec<Op> {
    let mut ops = Vec::new();
    let (mut x, mut y) = (n as isize, m as isize);
    for d in (0..=d_end).rev() {
        let v = &trace[d as usize];
        let k = x - y;
        let idx = (k + off) as usize;
        let prev_k = if k == -d || (k != d && v[idx - 1] < v[idx + 1]) {
            k + 1
        } else {
            k - 1
        };
        let prev_x = if d == 0 {
            0
        } else {
            v[(prev_k + off) as usize]
        };
        let prev_y = prev_x - prev_k;
        while x > prev_x.max(0) && y > prev_y.max(0) && x - y == k {
            x -= 1;
            y -= 1;
            ops.push(Op::Same(x as usize, y as usize));
        }
        if d > 0 {
            if x == prev_x {
                y -= 1;
                ops.push(Op::Ins(y as usize));
            } else {
                x -= 1;
                ops.push(Op::Del(x as usize));
            }
        }
    }
    ops.reverse();
    ops
}

/// Renders a unified-style diff (`-` expected, `+` actual, 3 lines of
/// context), at most `max_lines` lines of body (0 = no limit).
pub fn unified(
    expected: &[u8],
    actual: &[u8],
    mut eq: impl FnMut(&[u8], &[u8]) -> bool,
    max_lines: usize,
) -> String {
    let a = split_lines(expected);
    let b = split_lines(actual);
    let ops = diff_lines(&a, &b, |x, y| eq(x, y));
    const CTX: usize = 3;
    let changed: Vec<bool> = ops.iter().map(|o| !matches!(o, Op::Same(..))).collect();
    let mut out = String::from("--- expected\n+++ actual\n");
    let mut lines = 0usize;
    let mut i = 0;
    while i < ops.len() {
        if !changed[i] {
            i += 1;
            continue;
        }
        // A hunk: from CTX before the first change to CTX after the last
        // change that is within 2*CTX of the previous one.
        let start = i.saturating_sub(CTX);
        let mut end = i;
        let mut j = i;
        while j < ops.len() {
            if changed[j] {
                end = j;
            } else if j - end > 2 * CTX {
                break;
            }
            j += 1;
        }
        let stop = (end + CTX + 1).min(ops.len());
        let (a0, b0) = first_positions(&ops[start..], a.len(), b.len());
        let a_n = ops[start..stop]
            .iter()
            .filter(|o| !matches!(o, Op::Ins(_)))
            .count();
        let b_n = ops[start..stop]
            .iter()
            .filter(|o| !matches!(o, Op::Del(_)))
            .count();
        // Unified convention: an empty range names the line before it.
        let from = |p: usize, n: usize| if n == 0 { p } else { p + 1 };
        out.push_str(&format!(
            "@@ -{},{} +{},{} @@\n",
            from(a0, a_n),
            a_n,
            from(b0, b_n),
            b_n
        ));
        for op in &ops[start..stop] {
            if max_lines > 0 && lines >= max_lines {
                out.push_str("[... diff truncated]\n");
                return out;
            }
            let (sign, text) = match *op {
                Op::Same(x, _) => (' ', a[x]),
                Op::Del(x) => ('-', a[x]),
                Op::Ins(y) => ('+', b[y]),
            };
            out.push(sign);
            out.push_str(&String::from_utf8_lossy(text));
            out.push('\n');
            lines += 1;
        }
        i = stop;
    }
    out
}

fn first_positions(ops: &[Op], a_len: usize, b_len: usize) -> (usize, usize) {
    let mut a0 = None;
    let mut b0 = None;
    for op in ops {
        match *op {
            Op::Same(x, y) => {
                a0.get_or_insert(x);
                b0.get_or_insert(y);
            }
            Op::Del(x) => {
                a0.get_or_insert(x);
            }
            Op::Ins(y) => {
                b0.get_or_insert(y);
            }
        }
        if a0.is_some() && b0.is_some() {
            break;
        }
    }
    (a0.unwrap_or(a_len), b0.unwrap_or(b_len))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(a: &[&str], b: &[&str], ops: &[Op]) -> Vec<String> {
        let mut out = Vec::new();
        for op in ops {
            match *op {
                Op::Same(i, j) => {
                    assert_eq!(a[i], b[j]);
                    out.push(b[j].to_string());
                }
                Op::Ins(j) => out.push(b[j].to_string()),
                Op::Del(_) => {}
            }
        }
        out
    }

    #[test]
    fn diff_reconstructs_and_is_minimal() {
        let cases: &[(&[&str], &[&str], usize)] = &[
            (&[], &[], 0),
            (&["a"], &[], 1),
            (&[], &["a"], 1),
            (&["a", "b", "c"], &["a", "x", "c"], 2),
            (
                &["a", "b", "c", "a", "b", "b", "a"],
                &["c", "b", "a", "b", "a", "c"],
                5,
            ),
            (&["x", "y"], &["y", "x"], 2),
        ];
        for (a, b, d) in cases {
            let ops = diff_lines(a, b, |x, y| x == y);
            assert_eq!(
                apply(a, b, &ops),
                b.iter().map(|s| s.to_string()).collect::<Vec<_>>()
            );
            let edits = ops.iter().filter(|o| !matches!(o, Op::Same(..))).count();
            assert_eq!(edits, *d, "{a:?} -> {b:?}");
            let dels: Vec<usize> = ops
                .iter()
                .filter_map(|o| match o {
                    Op::Del(i) | Op::Same(i, _) => Some(*i),
                    _ => None,
                })
                .collect();
            assert_eq!(dels, (0..a.len()).collect::<Vec<_>>());
        }
    }

    #[test]
    fn unified_output() {
        let d = unified(
            b"1\n2\n3\n4\n5\n6\n7\n8\n9\n",
            b"1\n2\n3\n4\nX\n6\n7\n8\n9\n",
            |a, b| a == b,
            0,
        );
        assert_eq!(
            d,
            "--- expected\n+++ actual\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+X\n 6\n 7\n 8\n"
        );
        let d = unified(b"a\n", b"b\n", |_, _| true, 0);
        assert_eq!(d, "--- expected\n+++ actual\n");
        let d = unified(b"", b"x\n", |a, b| a == b, 0);
        assert_eq!(d, "--- expected\n+++ actual\n@@ -0,0 +1,1 @@\n+x\n");
        let d = unified(b"a\nb\nc\n", b"", |a, b| a == b, 2);
        assert!(d.ends_with("[... diff truncated]\n"), "{d}");
    }
}
