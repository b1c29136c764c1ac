//! php's sorting algorithm (zend_sort), step for step: insertion sort for
//! up to 16 elements (with fixed networks for 2 to 5), otherwise a
//! quicksort whose pivot is the median of 3 (or 5 from 1024 elements on).
//!
//! Why not `slice::sort_by`: with a comparison that is not a total order
//! (mixed-type arrays under php 8's rules, user callbacks) the result
//! depends on which pairs the algorithm compares; reproducing php's exact
//! sequence of comparisons and swaps gives php's exact result. Stability is
//! not here: callers break ties by original position, as php does.
//!
//! Not here: the comparison functions (`sort`).

/// Sorts `v` in place; `cmp(a, b) > 0` means a goes after b.
pub fn zend_sort<T>(v: &mut [T], cmp: &mut impl FnMut(&T, &T) -> i32) {
    let mut s = 0usize;
    let mut n = v.len();
    loop {
        if n <= 16 {
            insert_sort(v, s, n, cmp);
            return;
        }
        let end = s + n;
        let offset = n >> 1;
        let mut pivot = s + offset;
        if n >> 10 != 0 {
            let delta = offset >> 1;
            sort5(v, [s, s + delta, pivot, pivot + delta, end - 1], cmp);
        } else {
            sort3(v, s, pivot, end - 1, cmp);
        }
        v.swap(s + 1, pivot);
        pivot = s + 1;
        let mut i = pivot + 1;
        let mut j = end - 1;
        'part: loop {
            while cmp(&v[pivot], &v[i]) > 0 {
                i += 1;
                if i == j {
                    break 'part;
                }
            }
            j -= 1;
            if j == i {
                break 'part;
            }
            while cmp(&v[j], &v[pivot]) > 0 {
                j -= 1;
                if j == i {
                    break 'part;
                }
            }
            v.swap(i, j);
            i += 1;
            if i == j {
                break 'part;
            }
        }
        v.swap(pivot, i - 1);
        if (i - 1) - s < end - i {
            zend_sort(&mut v[s..i - 1], cmp);
            s = i;
            n = end - i;
        } else {
            zend_sort(&mut v[i..end], cmp);
            n = (i - s) - 1;
        }
    }
}

#[inline]
fn gt<T>(v: &[T], a: usize, b: usize, cmp: &mut impl FnMut(&T, &T) -> i32) -> bool {
    cmp(&v[a], &v[b]) > 0
}

fn sort2<T>(v: &mut [T], a: usize, b: usize, cmp: &mut impl FnMut(&T, &T) -> i32) {
    if gt(v, a, b, cmp) {
        v.swap(a, b);
    }
}

fn sort3<T>(v: &mut [T], a: usize, b: usize, c: usize, cmp: &mut impl FnMut(&T, &T) -> i32) {
    if !gt(v, a, b, cmp) {
        if !gt(v, b, c, cmp) {
            return;
        }
        v.swap(b, c);
        if gt(v, a, b, cmp) {
            v.swap(a, b);
        }
        return;
    }
    if !gt(v, c, b, cmp) {
        v.swap(a, c);
        return;
    }
    v.swap(a, b);
    if gt(v, b, c, cmp) {
        v.swap(b, c);
    }
}

fn sort4<T>(v: &mut [T], p: [usize; 4], cmp: &mut impl FnMut(&T, &T) -> i32) {
    let [a, b, c, d] = p;
    sort3(v, a, b, c, cmp);
    if gt(v, c, d, cmp) {
        v.swap(c, d);
        if gt(v, b, c, cmp) {
            v.swap(b, c);
            if gt(v, a, b, cmp) {
                v.swap(a, b);
            }
        }
    }
}

fn sort5<T>(v: &mut [T], p: [usize; 5], cmp: &mut impl FnMut(&T, &T) -> i32) {
    let [a, b, c, d, e] = p;
    sort4(v, [a, b, c, d], cmp);
    if gt(v, d, e, cmp) {
        v.swap(d, e);
        if gt(v, c, d, cmp) {
            v.swap(c, d);
            if gt(v, b, c, cmp) {
                v.swap(b, c);
                if gt(v, a, b, cmp) {
                    v.swap(a, b);
                }
            }
        }
    }
}

/// Moves the element at `i` down to `j`, shifting the ones between up.
fn rotate_down<T>(v: &mut [T], j: usize, i: usize) {
    v[j..=i].rotate_right(1);
}

fn insert_sort<T>(v: &mut [T], s: usize, n: usize, cmp: &mut impl FnMut(&T, &T) -> i32) {
    match n {
        0 | 1 => {}
        2 => sort2(v, s, s + 1, cmp),
        3 => sort3(v, s, s + 1, s + 2, cmp),
        4 => sort4(v, [s, s + 1, s + 2, s + 3], cmp),
        5 => sort5(v, [s, s + 1, s + 2, s + 3, s + 4], cmp),
        _ => {
            let end = s + n;
            let sentry = s + 6;
            // The first six: plain linear insertion.
            for i in s + 1..sentry {
                let mut j = i - 1;
                if !gt(v, j, i, cmp) {
                    continue;
                }
                while j != s {
                    j -= 1;
                    if !gt(v, j, i, cmp) {
                        j += 1;
                        break;
                    }
                }
                rotate_down(v, j, i);
            }
            // The rest: the insertion point is searched two steps at a time.
            for i in sentry..end {
                let mut j = i - 1;
                if !gt(v, j, i, cmp) {
                    continue;
                }
                loop {
                    j -= 2;
                    if !gt(v, j, i, cmp) {
                        j += 1;
                        if !gt(v, j, i, cmp) {
                            j += 1;
                        }
                        break;
                    }
                    if j == s {
                        break;
                    }
                    if j == s + 1 {
                        j -= 1;
                        if cmp(&v[i], &v[j]) > 0 {
                            j += 1;
                        }
                        break;
                    }
                }
                rotate_down(v, j, i);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::zend_sort;

    #[test]
    fn sorts_like_a_sort() {
        let mut seed = 12345u64;
        for n in [0usize, 1, 2, 3, 5, 6, 7, 16, 17, 100, 1500, 5000] {
            let mut v: Vec<u64> = (0..n)
                .map(|_| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                    (seed >> 33) % 50
                })
                .collect();
            let mut w = v.clone();
            w.sort();
            zend_sort(&mut v, &mut |a, b| a.cmp(b) as i32);
            assert_eq!(v, w);
        }
    }
}
