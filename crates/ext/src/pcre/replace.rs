//! preg_replace, preg_filter, preg_replace_callback and
//! preg_replace_callback_array: replacement strings with $n, ${n} and \n
//! references, arrays of patterns/replacements/subjects, the per-pattern
//! limit, the count by reference, php's order of callback calls.
//!
//! Not here: the match arrays handed to callbacks (matching.rs) and the
//! pattern cache (pattern.rs).

use super::ffi;
use super::matching::{match_array, refill_match_array, Shape};
use super::pattern::{self, Matcher};
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

/// One part of a parsed replacement string.
enum Piece {
    Lit(Vec<u8>),
    Group(usize),
}

/// A replacement string split into literals and group references, with
/// php's escapes (`\\` and `\$` after a backslash give the second char).
fn parse_replacement(r: &[u8]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut lit: Vec<u8> = Vec::with_capacity(r.len());
    let mut last = 0u8;
    let mut i = 0;
    while i < r.len() {
        let c = r[i];
        if c == b'\\' || c == b'$' {
            if last == b'\\' {
                lit.pop();
                lit.push(c);
                i += 1;
                last = 0;
                continue;
            }
            if let Some((n, next)) = backref(r, i) {
                if !lit.is_empty() {
                    pieces.push(Piece::Lit(std::mem::take(&mut lit)));
                }
                pieces.push(Piece::Group(n));
                i = next;
                continue;
            }
        }
        lit.push(c);
        last = c;
        i += 1;
    }
    if !lit.is_empty() {
        pieces.push(Piece::Lit(lit));
    }
    pieces
}

/// A reference at `i` ("\n", "$n", "${n}", one or two digits): the group
/// number and the index after it.
fn backref(r: &[u8], i: usize) -> Option<(usize, usize)> {
    let at = |j: usize| r.get(j).copied().unwrap_or(0);
    if at(i + 1) == 0 {
        return None;
    }
    let mut j = i;
    let brace = r[i] == b'$' && at(i + 1) == b'{';
    if brace {
        j += 1;
    }
    j += 1;
    if !at(j).is_ascii_digit() {
        return None;
    }
    let mut n = (at(j) - b'0') as usize;
    j += 1;
    if at(j).is_ascii_digit() {
        n = n * 10 + (at(j) - b'0') as usize;
        j += 1;
    }
    if brace {
        if at(j) != b'}' {
            return None;
        }
        j += 1;
    }
    Some((n, j))
}

/// What replaces each match.
enum With<'a> {
    Pieces(&'a [Piece]),
    Callback(&'a Value, Shape),
}

/// Replaces the matches of one pattern in `subject`. Ok(None) on a match
/// error (preg_last_error is set); the count grows by the replacements.
fn replace_one(
    vm: &mut Vm,
    m: &mut Matcher,
    subject: &PStr,
    with: &With,
    limit: i64,
    count: &mut i64,
    thrown: &mut Option<Unwind>,
) -> Result<Option<PStr>, Unwind> {
    pattern::set_error(pattern::NO_ERROR);
    let bytes = subject.as_bytes();
    let len = bytes.len();
    let mut limit = limit;
    let mut out: Option<PStr> = None;
    let mut last_end = 0usize;
    let mut start = 0usize;
    let mut options = 0u32;
    let mut notempty = false;
    let mut last_arr: Option<PArr> = None;
    // The callable resolved once for all matches.
    let mut prepared = match with {
        With::Callback(cb, _) => Some(vm.prepare_callback(cb)),
        With::Pieces(_) => None,
    };
    loop {
        let rc = if limit != 0 {
            m.exec_str(vm, subject, start, options)
        } else {
            ffi::PCRE2_ERROR_NOMATCH
        };
        if rc >= 0 {
            let n = rc as usize;
            let (s0, e0) = m.span();
            if e0 < s0 {
                // php fails here without a warning (preg_match warns).
                pattern::set_error(pattern::INTERNAL_ERROR);
                return Ok(None);
            }
            let buf = out
                .get_or_insert_with(|| PStr::with_capacity(len + len / 4 + 16))
                .make_mut();
            buf.extend(&bytes[last_end..s0]);
            match with {
                With::Pieces(pieces) => {
                    let ov = m.ovector();
                    for p in pieces.iter() {
                        match p {
                            Piece::Lit(l) => buf.extend(l),
                            Piece::Group(g) => {
                                if *g < n {
                                    let (s, e) = (ov[2 * g], ov[2 * g + 1]);
                                    if s != ffi::PCRE2_UNSET && e > s {
                                        buf.extend(&bytes[s..e]);
                                    }
                                }
                            }
                        }
                    }
                }
                With::Callback(_, shape) => {
                    // After the callback threw, php goes on matching and
                    // counting without calling it, keeping each match.
                    let s = if thrown.is_some() {
                        None
                    } else {
                        // The array the last callback was given, refilled
                        // when the callback did not keep it.
                        let arr = last_arr
                            .take()
                            .and_then(|mut a| {
                                refill_match_array(m, subject, n, *shape, &mut a).then_some(a)
                            })
                            .unwrap_or_else(|| match_array(m, subject, n, *shape));
                        last_arr = Some(arr.clone());
                        let pc = prepared.as_mut().expect("prepared above");
                        let r = vm
                            .call_prepared(pc, tusk_vm::ArrArg(arr))
                            .and_then(|r| match r {
                                Value::Str(s) => Ok(s),
                                v => vm.to_pstr(&v),
                            });
                        match r {
                            Ok(s) => Some(s),
                            Err(Unwind::Throw(e)) => {
                                *thrown = Some(Unwind::Throw(e));
                                None
                            }
                            Err(exit) => return Err(exit),
                        }
                    };
                    let buf = out.as_mut().expect("buffer").make_mut();
                    match s {
                        Some(s) => buf.extend(s.as_bytes()),
                        None => buf.extend(&bytes[s0..e0]),
                    }
                }
            }
            *count += 1;
            if limit > 0 {
                limit -= 1;
            }
            last_end = e0;
            start = e0;
            notempty = s0 == e0;
            options = if notempty {
                ffi::PCRE2_NO_UTF_CHECK | ffi::PCRE2_NOTEMPTY_ATSTART | ffi::PCRE2_ANCHORED
            } else {
                ffi::PCRE2_NO_UTF_CHECK
            };
        } else if rc == ffi::PCRE2_ERROR_NOMATCH {
            if notempty && start < len {
                start += m.unit_len(bytes, start);
                notempty = false;
                options = ffi::PCRE2_NO_UTF_CHECK;
                continue;
            }
            return Ok(Some(match out {
                None => subject.clone(),
                Some(mut buf) => {
                    buf.make_mut().extend(&bytes[last_end..]);
                    buf
                }
            }));
        } else {
            pattern::set_exec_error(rc);
            return Ok(None);
        }
    }
}

/// What a call replaces with: one replacement for every pattern, an array
/// of replacements, or a callback.
enum Replacement<'a> {
    Str(&'a PStr),
    Arr(&'a PArr),
    Callback(&'a Value, Shape),
}

/// Applies every pattern to one subject string. Ok(None) on a bad
/// pattern or a match error.
fn replace_in_subject(
    vm: &mut Vm,
    patterns: &Value,
    repl: &Replacement,
    subject: PStr,
    limit: i64,
    count: &mut i64,
    thrown: &mut Option<Unwind>,
) -> Result<Option<PStr>, Unwind> {
    match patterns {
        Value::Arr(pats) => {
            let mut subject = subject;
            let mut reps = match repl {
                Replacement::Arr(a) => Some(a.iter()),
                _ => None,
            };
            for (_, pv) in pats.iter() {
                let p = match pv {
                    Value::Str(s) => s.clone(),
                    v => vm.to_pstr(&v.unref())?,
                };
                let r = match (&mut reps, repl) {
                    (Some(it), _) => match it.next() {
                        Some((_, Value::Str(s))) => OwnedRepl::Str(s.clone()),
                        Some((_, rv)) => OwnedRepl::Str(vm.to_pstr(&rv.unref())?),
                        None => OwnedRepl::Str(PStr::new(b"")),
                    },
                    (None, r) => r.owned(),
                };
                match apply_pattern(vm, &p, &r, &subject, limit, count, thrown)? {
                    Some(s) => subject = s,
                    None => return Ok(None),
                }
            }
            Ok(Some(subject))
        }
        Value::Str(p) => apply_pattern(vm, p, &repl.owned(), &subject, limit, count, thrown),
        _ => Ok(Some(subject)),
    }
}

/// A replacement for one pattern, owned.
enum OwnedRepl {
    Str(PStr),
    Callback(Value, Shape),
}

impl Replacement<'_> {
    fn owned(&self) -> OwnedRepl {
        match self {
            Replacement::Str(s) => OwnedRepl::Str((*s).clone()),
            Replacement::Callback(cb, sh) => OwnedRepl::Callback((*cb).clone(), *sh),
            Replacement::Arr(_) => OwnedRepl::Str(PStr::new(b"")),
        }
    }
}

/// One pattern string applied to one subject.
fn apply_pattern(
    vm: &mut Vm,
    pat: &PStr,
    repl: &OwnedRepl,
    subject: &PStr,
    limit: i64,
    count: &mut i64,
    thrown: &mut Option<Unwind>,
) -> Result<Option<PStr>, Unwind> {
    let Some(p) = pattern::lookup(vm, pat) else {
        return Ok(None);
    };
    let mut m = Matcher::new(vm, p);
    match repl {
        OwnedRepl::Str(r) => {
            let pieces = parse_replacement(r.as_bytes());
            replace_one(
                vm,
                &mut m,
                subject,
                &With::Pieces(&pieces),
                limit,
                count,
                thrown,
            )
        }
        OwnedRepl::Callback(cb, sh) => replace_one(
            vm,
            &mut m,
            subject,
            &With::Callback(cb, *sh),
            limit,
            count,
            thrown,
        ),
    }
}

/// The limit argument: negative means none.
fn limit_arg(args: &Args, i: usize) -> i64 {
    let l = args.opt_int(i, -1);
    if l < 0 {
        -1
    } else {
        l
    }
}

fn set_count(args: &Args, i: usize, n: i64) {
    if let Some(Value::Ref(r)) = args.get(i) {
        r.set(Value::Int(n));
    }
}

/// preg_replace / preg_filter / preg_replace_callback over a string or
/// array subject.
fn replace_common(
    vm: &mut Vm,
    patterns: &Value,
    repl: &Replacement,
    subject: &Value,
    limit: i64,
    filter: bool,
    total: &mut i64,
    thrown: &mut Option<Unwind>,
) -> BResult {
    match subject {
        Value::Arr(subjects) => {
            let mut out = PArr::with_capacity(subjects.len());
            for (k, v) in subjects.iter() {
                let s = match v {
                    Value::Str(s) => s.clone(),
                    v => vm.to_pstr(&v.unref())?,
                };
                let mut n = 0;
                if let Some(r) = replace_in_subject(vm, patterns, repl, s, limit, &mut n, thrown)? {
                    if !filter || n > 0 {
                        out.make_mut().insert(k, Value::Str(r));
                    }
                }
                *total += n;
            }
            Ok(Value::Arr(out))
        }
        v => {
            let s = match v {
                Value::Str(s) => s.clone(),
                v => vm.to_pstr(v)?,
            };
            let mut n = 0;
            let r = replace_in_subject(vm, patterns, repl, s, limit, &mut n, thrown)?;
            *total += n;
            Ok(match r {
                Some(r) if !filter || n > 0 => Value::Str(r),
                _ => Value::Null,
            })
        }
    }
}

fn replace_fn(vm: &mut Vm, args: &mut Args, filter: bool) -> BResult {
    let patterns = args.val(0).unref();
    let replacement = args.val(1).unref();
    let repl = match &replacement {
        Value::Arr(a) => {
            if !matches!(patterns, Value::Arr(_)) {
                return Err(vm.arg_type_error(
                    1,
                    "must be of type array when argument #2 ($replacement) is an array, string given",
                ));
            }
            Replacement::Arr(a)
        }
        Value::Str(s) => Replacement::Str(s),
        _ => return Ok(Value::Null),
    };
    let subject = args.val(2).unref();
    let mut total = 0;
    let mut thrown = None;
    let r = replace_common(
        vm,
        &patterns,
        &repl,
        &subject,
        limit_arg(args, 3),
        filter,
        &mut total,
        &mut thrown,
    )?;
    set_count(args, 4, total);
    Ok(r)
}

pub(super) fn preg_replace(vm: &mut Vm, args: &mut Args) -> BResult {
    replace_fn(vm, args, false)
}

pub(super) fn preg_filter(vm: &mut Vm, args: &mut Args) -> BResult {
    replace_fn(vm, args, true)
}

pub(super) fn preg_replace_callback(vm: &mut Vm, args: &mut Args) -> BResult {
    let patterns = args.val(0).unref();
    let cb = args.val(1).unref();
    let subject = args.val(2).unref();
    let shape = Shape::from_flags(args.opt_int(5, 0));
    let mut total = 0;
    let mut thrown = None;
    let r = replace_common(
        vm,
        &patterns,
        &Replacement::Callback(&cb, shape),
        &subject,
        limit_arg(args, 3),
        false,
        &mut total,
        &mut thrown,
    )?;
    set_count(args, 4, total);
    match thrown {
        Some(e) => Err(e),
        None => Ok(r),
    }
}

pub(super) fn preg_replace_callback_array(vm: &mut Vm, args: &mut Args) -> BResult {
    let map = args.arr(0).clone();
    let mut subject = args.val(1).unref();
    let limit = limit_arg(args, 2);
    let shape = Shape::from_flags(args.opt_int(4, 0));
    let mut total = 0;
    for (k, cb) in map.iter() {
        let cb = cb.unref();
        if !vm.is_callable(&cb) {
            return Err(vm.arg_type_error(1, "must contain only valid callbacks"));
        }
        let pat = match k {
            Key::Str(s) => Value::Str(s),
            Key::Int(_) => {
                return Err(vm.arg_type_error(1, "must contain only string patterns as keys"))
            }
        };
        let mut thrown = None;
        subject = replace_common(
            vm,
            &pat,
            &Replacement::Callback(&cb, shape),
            &subject,
            limit,
            false,
            &mut total,
            &mut thrown,
        )?;
        if let Some(e) = thrown {
            // php stops after the pattern whose callback threw, leaving
            // $count alone.
            return Err(e);
        }
        if subject.is_null() {
            // php returns at once, leaving $count alone.
            return Ok(Value::Null);
        }
    }
    set_count(args, 3, total);
    Ok(subject)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(r: &[u8]) -> String {
        parse_replacement(r)
            .iter()
            .map(|p| match p {
                Piece::Lit(l) => String::from_utf8_lossy(l).into_owned(),
                Piece::Group(g) => format!("<{g}>"),
            })
            .collect()
    }

    #[test]
    fn replacement_references() {
        assert_eq!(show(b"a$1b"), "a<1>b");
        assert_eq!(show(b"${12}3"), "<12>3");
        assert_eq!(show(b"\\0\\99x"), "<0><99>x");
        assert_eq!(show(b"\\\\1"), "\\1");
        assert_eq!(show(b"\\$1"), "$1");
        assert_eq!(show(b"${1"), "${1");
        assert_eq!(show(b"$"), "$");
        assert_eq!(show(b"\\q"), "\\q");
    }
}
