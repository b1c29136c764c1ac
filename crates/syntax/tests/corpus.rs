//! Parses every PHP source we can find without panicking: the --FILE--
//! sections of the repository's tests/phpt corpus, plus any *.php / *.phpt
//! under the directory named by `TUSK_SYNTAX_CORPUS` (e.g. php-src's tests,
//! extracted locally; never copied into the repository). Files whose
//! expected output shows no parse error must parse.

use std::path::{Path, PathBuf};

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if matches!(p.extension().and_then(|x| x.to_str()), Some("php" | "phpt")) {
            out.push(p);
        }
    }
}

/// The --FILE-- section of a .phpt, and whether --EXPECT* mentions a
/// parse or compile error.
fn phpt_file(text: &[u8]) -> Option<(&[u8], bool)> {
    let start = find(text, b"--FILE--\n")? + 9;
    let rest = &text[start..];
    let end = find(rest, b"\n--").map_or(rest.len(), |i| i + 1);
    let after = &rest[end..];
    let error_expected =
        find(after, b"Parse error").is_some() || find(after, b"Fatal error").is_some();
    Some((&rest[..end], error_expected))
}

fn find(h: &[u8], n: &[u8]) -> Option<usize> {
    h.windows(n.len()).position(|w| w == n)
}

#[test]
fn corpus_parses_without_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/phpt");
    let mut files = Vec::new();
    walk(&root, &mut files);
    let repo_count = files.len();
    if let Ok(extra) = std::env::var("TUSK_SYNTAX_CORPUS") {
        walk(Path::new(&extra), &mut files);
    }
    let mut rejected = Vec::new();
    for (i, f) in files.iter().enumerate() {
        let Ok(bytes) = std::fs::read(f) else {
            continue;
        };
        let is_phpt = f.extension().and_then(|x| x.to_str()) == Some("phpt");
        let (src, error_expected) = if is_phpt {
            match phpt_file(&bytes) {
                Some(x) => x,
                None => continue,
            }
        } else {
            (&bytes[..], true)
        };
        let r = tusk_syntax::parse(src);
        if i < repo_count && !error_expected {
            if let Err(e) = r {
                rejected.push(format!("{}: {:?}", f.display(), e));
            }
        }
    }
    assert!(rejected.is_empty(), "{}", rejected.join("\n"));
}
