//! Path functions: basename, dirname, pathinfo, realpath, getcwd, chdir,
//! and fnmatch (whose matcher glob() uses too).
//!
//! Not here: anything that opens files (funcs.rs, stat.rs, dir.rs).

use super::{fs_path, path_arg};
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Vm};

pub const FNM_PATHNAME: i64 = 1;
pub const FNM_NOESCAPE: i64 = 2;
pub const FNM_PERIOD: i64 = 4;
pub const FNM_CASEFOLD: i64 = 16;

fn base_of(b: &[u8]) -> &[u8] {
    let mut end = b.len();
    while end > 0 && b[end - 1] == b'/' {
        end -= 1;
    }
    let start = b[..end]
        .iter()
        .rposition(|&c| c == b'/')
        .map(|i| i + 1)
        .unwrap_or(0);
    &b[start..end]
}

pub fn basename(_vm: &mut Vm, a: &mut Args) -> BResult {
    let mut name = base_of(a.bytes(0));
    if let Some(sfx) = a.opt_str(1) {
        let s = sfx.as_bytes();
        if !s.is_empty() && name.len() > s.len() && name.ends_with(s) {
            name = &name[..name.len() - s.len()];
        }
    }
    Ok(Value::Str(PStr::new(name)))
}

fn dirname_of(b: &[u8], levels: i64) -> Vec<u8> {
    let mut cur = b.to_vec();
    for _ in 0..levels {
        let mut end = cur.len();
        while end > 1 && cur[end - 1] == b'/' {
            end -= 1;
        }
        let next = match cur[..end].iter().rposition(|&c| c == b'/') {
            Some(0) => b"/".to_vec(),
            Some(i) => {
                let mut j = i;
                while j > 1 && cur[j - 1] == b'/' {
                    j -= 1;
                }
                cur[..j].to_vec()
            }
            None => {
                if cur.is_empty() {
                    Vec::new()
                } else if end == 1 && cur[0] == b'/' {
                    b"/".to_vec()
                } else {
                    b".".to_vec()
                }
            }
        };
        if next == cur {
            break;
        }
        cur = next;
    }
    cur
}

pub fn dirname(vm: &mut Vm, a: &mut Args) -> BResult {
    let levels = a.opt_int(1, 1);
    if levels < 1 {
        return Err(vm.arg_value_error(2, "must be greater than or equal to 1"));
    }
    Ok(Value::Str(PStr::new(&dirname_of(a.bytes(0), levels))))
}

pub fn pathinfo(_vm: &mut Vm, a: &mut Args) -> BResult {
    let p = a.bytes(0);
    let flags = a.opt_int(1, 15);
    let mut out = PArr::new();
    let d = out.make_mut();
    if flags & 1 != 0 {
        let dn = dirname_of(p, 1);
        if !dn.is_empty() {
            d.insert(Key::from_bytes(b"dirname"), Value::Str(PStr::new(&dn)));
        }
    }
    let base = base_of(p);
    if flags & 2 != 0 {
        d.insert(Key::from_bytes(b"basename"), Value::Str(PStr::new(base)));
    }
    let dot = base.iter().rposition(|&c| c == b'.');
    if flags & 4 != 0 {
        if let Some(i) = dot {
            d.insert(
                Key::from_bytes(b"extension"),
                Value::Str(PStr::new(&base[i + 1..])),
            );
        }
    }
    if flags & 8 != 0 {
        let f = match dot {
            Some(i) => &base[..i],
            None => base,
        };
        d.insert(Key::from_bytes(b"filename"), Value::Str(PStr::new(f)));
    }
    if flags == 15 {
        return Ok(Value::Arr(out));
    }
    Ok(match out.data().first() {
        Some((_, v)) => v.clone(),
        None => Value::from(""),
    })
}

pub fn realpath(vm: &mut Vm, a: &mut Args) -> BResult {
    let p = path_arg(vm, a, 0)?;
    let p = if p.is_empty() { ".".to_string() } else { p };
    Ok(match std::fs::canonicalize(fs_path(&p)) {
        Ok(r) => Value::from(r.to_string_lossy().into_owned()),
        Err(_) => Value::Bool(false),
    })
}

pub fn getcwd(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(match std::env::current_dir() {
        Ok(p) => Value::from(p.to_string_lossy().into_owned()),
        Err(_) => Value::Bool(false),
    })
}

pub fn chdir(vm: &mut Vm, a: &mut Args) -> BResult {
    let p = path_arg(vm, a, 0)?;
    match std::env::set_current_dir(&p) {
        Ok(()) => {
            super::stat::clear_cache();
            Ok(Value::Bool(true))
        }
        Err(e) => {
            let code = e.raw_os_error().unwrap_or(0);
            vm.fn_warning(&format!("{} (errno {})", super::os_reason(&e), code));
            Ok(Value::Bool(false))
        }
    }
}

fn fold(c: u8, ci: bool) -> u8 {
    if ci {
        c.to_ascii_lowercase()
    } else {
        c
    }
}

/// A bracket expression at `p[i]` (after '['): (matched, index after ']'),
/// or None when it is not a valid bracket (then '[' is literal).
fn bracket(p: &[u8], mut i: usize, c: u8, flags: i64) -> Option<(bool, usize)> {
    let ci = flags & FNM_CASEFOLD != 0;
    let neg = matches!(p.get(i), Some(b'!') | Some(b'^'));
    if neg {
        i += 1;
    }
    let mut matched = false;
    let mut first = true;
    loop {
        let mut lo = *p.get(i)?;
        if lo == b']' && !first {
            i += 1;
            break;
        }
        first = false;
        if lo == b'\\' && flags & FNM_NOESCAPE == 0 {
            i += 1;
            lo = *p.get(i)?;
        }
        if lo == b'/' && flags & FNM_PATHNAME != 0 {
            return None;
        }
        i += 1;
        let mut hi = lo;
        if p.get(i) == Some(&b'-') && p.get(i + 1).is_some_and(|&x| x != b']') {
            hi = p[i + 1];
            i += 2;
            if hi == b'\\' && flags & FNM_NOESCAPE == 0 {
                hi = *p.get(i)?;
                i += 1;
            }
        }
        let cc = fold(c, ci);
        if (fold(lo, ci)..=fold(hi, ci)).contains(&cc) || (lo..=hi).contains(&c) {
            matched = true;
        }
    }
    Some((matched != neg, i))
}

/// fnmatch(3) with php's flags.
pub fn fnmatch_bytes(p: &[u8], s: &[u8], flags: i64) -> bool {
    fn go(p: &[u8], s: &[u8], flags: i64, start: bool) -> bool {
        let ci = flags & FNM_CASEFOLD != 0;
        let pathname = flags & FNM_PATHNAME != 0;
        let period = flags & FNM_PERIOD != 0;
        let leading = |j: usize| {
            period
                && s.get(j) == Some(&b'.')
                && (j == 0 && start || pathname && j > 0 && s[j - 1] == b'/')
        };
        let (mut pi, mut si) = (0, 0);
        let mut star: Option<(usize, usize)> = None;
        loop {
            if pi < p.len() {
                match p[pi] {
                    b'*' => {
                        if leading(si) {
                            // fall to backtrack
                        } else {
                            while pi < p.len() && p[pi] == b'*' {
                                pi += 1;
                            }
                            star = Some((pi, si));
                            continue;
                        }
                    }
                    b'?' if si < s.len() && !(pathname && s[si] == b'/') && !leading(si) => {
                        pi += 1;
                        si += 1;
                        continue;
                    }
                    b'[' if si < s.len() && !(pathname && s[si] == b'/') && !leading(si) => {
                        match bracket(p, pi + 1, s[si], flags) {
                            Some((true, ni)) => {
                                pi = ni;
                                si += 1;
                                continue;
                            }
                            Some((false, _)) => {}
                            None => {
                                if s[si] == b'[' {
                                    pi += 1;
                                    si += 1;
                                    continue;
                                }
                            }
                        }
                    }
                    b'?' | b'[' => {}
                    mut c => {
                        let mut np = pi + 1;
                        if c == b'\\' && flags & FNM_NOESCAPE == 0 && pi + 1 < p.len() {
                            c = p[pi + 1];
                            np = pi + 2;
                        }
                        if si < s.len() && fold(c, ci) == fold(s[si], ci) {
                            pi = np;
                            si += 1;
                            continue;
                        }
                    }
                }
            } else if si == s.len() {
                return true;
            }
            // Backtrack: let the last star take one more byte.
            match star {
                Some((sp, ss)) if ss < s.len() && !(pathname && s[ss] == b'/') => {
                    star = Some((sp, ss + 1));
                    pi = sp;
                    si = ss + 1;
                }
                _ => return false,
            }
        }
    }
    go(p, s, flags, true)
}

pub fn fnmatch(vm: &mut Vm, a: &mut Args) -> BResult {
    let p = a.bytes(0);
    if p.len() >= 4096 {
        vm.fn_warning("Filename exceeds the maximum allowed length of 4096 characters");
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(fnmatch_bytes(p, a.bytes(1), a.opt_int(2, 0))))
}
