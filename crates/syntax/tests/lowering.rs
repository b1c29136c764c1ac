//! Lowering checks. String, number and class-name cases are differential:
//! php (the oracle, /usr/bin/php) evaluates the same source and the test
//! compares bytes; they are skipped when php is not installed. Structural
//! cases check the AST shape the compiler relies on.

use std::io::Write;
use std::process::{Command, Stdio};

use tusk_syntax::ast::{ClassRef, ExprKind, Program, StmtKind};
use tusk_syntax::parse;

fn php(src: &str) -> Option<Vec<u8>> {
    if !std::path::Path::new("/usr/bin/php").exists() {
        return None;
    }
    let mut child = Command::new("/usr/bin/php")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(src.as_bytes()).ok()?;
    Some(child.wait_with_output().ok()?.stdout)
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// The value of the first statement `$x = <literal>;`.
fn assigned(p: &Program) -> &ExprKind {
    for s in &p.stmts {
        if let StmtKind::Expr(e) = &s.kind {
            if let ExprKind::Assign { value, .. } = &e.kind {
                return &value.kind;
            }
        }
    }
    panic!("no assignment in {p:?}");
}

const STRINGS: &[&str] = &[
    r#""a\tb\nc\r\v\e\f\\\$\"d""#,
    r#""\0\7\101\1234\400\x41\x4\xg\u{41}\u{1F600}\u{10FFFF}\q\'""#,
    r#"'a\'b\\c\d\n'"#,
    r#"b"bin\x00""#,
    "<<<EOT\n  a\\tb\n    c\\\"\n  d\n  EOT",
    "<<<'EOT'\n    a\\tb\n      c\n    EOT",
    "<<<EOT\n\tx\n\t\ty\n\tEOT",
    "<<<\"EOT\"\nplain $\n\nEOT",
    "<<<EOT\nEOT",
    "<<<EOT\n\nEOT",
    "<<<EOT\n  a\n\n  b\n  EOT",
    r#""$""#,
    r#""{ $""#,
    r#""\{$""#,
];

#[test]
fn strings_decode_like_php() {
    let mut failures = Vec::new();
    for lit in STRINGS {
        let src = format!("<?php\n$x = {lit};\necho bin2hex($x);\n");
        let Some(want) = php(&src) else { return };
        let got = match parse(src.as_bytes()) {
            Ok(p) => match assigned(&p) {
                ExprKind::Str(s) => hex(s),
                other => format!("{other:?}"),
            },
            Err(e) => format!("error {e:?}"),
        };
        if got.as_bytes() != want.as_slice() {
            failures.push(format!(
                "{lit}: got {got}, php {}",
                String::from_utf8_lossy(&want)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

const NUMBERS: &[&str] = &[
    "0",
    "42",
    "1_000_000",
    "0x7FFFFFFFFFFFFFFF",
    "0x8000000000000000",
    "0xFFFFFFFFFFFFFFFFFF",
    "9223372036854775807",
    "9223372036854775808",
    "0777",
    "0o17",
    "0O17",
    "0b101",
    "0B1111111111111111111111111111111111111111111111111111111111111111",
    "07_7",
    "1e3",
    "1E-3",
    ".5",
    "1.",
    "1_0.5_0e1_0",
    "0.1",
    "123456789012345678901234567890",
    "1e400",
];

#[test]
fn numbers_like_php() {
    let mut failures = Vec::new();
    for lit in NUMBERS {
        let src = format!(
            "<?php\n$x = {lit};\necho is_int($x) ? 'i' . $x : 'f' . bin2hex(pack('e', $x));\n"
        );
        let Some(want) = php(&src) else { return };
        let got = match parse(src.as_bytes()) {
            Ok(p) => match assigned(&p) {
                ExprKind::Int(i) => format!("i{i}"),
                ExprKind::Float(f) => format!("f{}", hex(&f.to_le_bytes())),
                other => format!("{other:?}"),
            },
            Err(e) => format!("error {e:?}"),
        };
        if got.as_bytes() != want.as_slice() {
            failures.push(format!(
                "{lit}: got {got}, php {}",
                String::from_utf8_lossy(&want)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `X::class` is resolved at compile time by php: compare names.
const CLASS_NAMES: &[(&str, &str)] = &[
    ("namespace A\\B; use C\\D;", "D"),
    ("namespace A\\B; use C\\D;", "D\\E"),
    ("namespace A\\B; use C\\D as F;", "f"),
    ("namespace A\\B;", "X"),
    ("namespace A\\B;", "\\X"),
    ("namespace A\\B;", "namespace\\X"),
    ("namespace A\\B; use C\\{D, E as G};", "G\\H"),
    ("", "X\\Y"),
    ("use X\\Y;", "Y"),
    ("namespace A; use function B\\c;", "c"),
];

#[test]
fn class_names_resolve_like_php() {
    let mut failures = Vec::new();
    for (prelude, name) in CLASS_NAMES {
        let src = format!("<?php\n{prelude}\n$x = {name}::class;\necho $x;\n");
        let Some(want) = php(&src) else { return };
        let got = match parse(src.as_bytes()) {
            Ok(p) => match assigned(&p) {
                ExprKind::ClassConst {
                    class: ClassRef::Named(n),
                    ..
                } => String::from_utf8_lossy(n).into_owned(),
                other => format!("{other:?}"),
            },
            Err(e) => format!("error {e:?}"),
        };
        if got.as_bytes() != want.as_slice() {
            failures.push(format!(
                "{prelude} {name}: got {got}, php {}",
                String::from_utf8_lossy(&want)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn inline_html_and_tags() {
    let p = parse(b"a\n<?php echo 1; ?>\nb\n<?= 2, 3 ?>c<?php\n__halt_compiler(); data").unwrap();
    let kinds: Vec<String> = p
        .stmts
        .iter()
        .map(|s| match &s.kind {
            StmtKind::InlineHtml(h) => format!("html {:?} @{}", String::from_utf8_lossy(h), s.line),
            StmtKind::Echo(v) => format!("echo {} @{}", v.len(), s.line),
            StmtKind::HaltCompiler => "halt".into(),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "html \"a\\n\" @1",
            "echo 1 @2",
            "html \"b\\n\" @3",
            "echo 2 @4",
            "html \"c\" @4",
            "halt"
        ]
    );
    let src = b"<?php\n__halt_compiler() ?>\nXYZ";
    assert_eq!(parse(src).unwrap().halt_offset, Some(src.len() - 3));
    let src = b"<?php\n__halt_compiler();XYZ";
    assert_eq!(parse(src).unwrap().halt_offset, Some(src.len() - 3));
}

#[test]
fn functions_and_constants_get_fallbacks() {
    let p = parse(
        b"<?php namespace N; use function F\\g; f(); g(); \\h(); M\\k(); X; \\Y; true; NULL;",
    )
    .unwrap();
    let mut seen = Vec::new();
    for s in &p.stmts {
        if let StmtKind::Expr(e) = &s.kind {
            seen.push(match &e.kind {
                ExprKind::Call { func, .. } => match &**func {
                    tusk_syntax::ast::Callee::Name(q) => format!(
                        "{}|{}",
                        String::from_utf8_lossy(&q.name),
                        q.fallback
                            .as_deref()
                            .map(String::from_utf8_lossy)
                            .unwrap_or_default()
                    ),
                    _ => "dyn".into(),
                },
                ExprKind::Const(q) => format!(
                    "{}|{}",
                    String::from_utf8_lossy(&q.name),
                    q.fallback
                        .as_deref()
                        .map(String::from_utf8_lossy)
                        .unwrap_or_default()
                ),
                ExprKind::Bool(b) => format!("{b}"),
                ExprKind::Null => "null".into(),
                other => format!("{other:?}"),
            });
        }
    }
    assert_eq!(
        seen,
        ["N\\f|f", "F\\g|", "h|", "N\\M\\k|", "N\\X|X", "Y|", "true", "null"]
    );
}

#[test]
fn generators_and_lines() {
    let p = parse(b"<?php\nfunction g() {\n  $f = fn() => 1;\n  yield\n    1;\n}\nfunction h() { return function() { yield; }; }\n").unwrap();
    let StmtKind::Function(g) = &p.stmts[0].kind else {
        panic!()
    };
    assert!(g.is_generator);
    assert_eq!((g.line, g.end_line), (2, 6));
    assert_eq!(g.body[1].line, 4);
    let StmtKind::Function(h) = &p.stmts[1].kind else {
        panic!()
    };
    assert!(!h.is_generator);
}

#[test]
fn interpolation_parts() {
    let p =
        parse(br#"<?php $x = "a$b[0]c$b[k]d$b[-1]e$b[01]f${g}h${i[1]}j{$k->l}m$n->o";"#).unwrap();
    let ExprKind::Interp(parts) = assigned(&p) else {
        panic!("{p:?}")
    };
    let shown: Vec<String> = parts
        .iter()
        .map(|part| match part {
            tusk_syntax::ast::InterpPart::Lit(l) => String::from_utf8_lossy(l).into_owned(),
            tusk_syntax::ast::InterpPart::Expr(e) => match &e.kind {
                ExprKind::Var(v) => format!("${}", String::from_utf8_lossy(v)),
                ExprKind::Index { index: Some(i), .. } => match &i.kind {
                    ExprKind::Int(n) => format!("[{n}]"),
                    ExprKind::Str(s) => format!("['{}']", String::from_utf8_lossy(s)),
                    other => format!("[{other:?}]"),
                },
                ExprKind::Prop { .. } => "->".into(),
                other => format!("{other:?}"),
            },
        })
        .collect();
    assert_eq!(
        shown,
        [
            "a", "[0]", "c", "['k']", "d", "[-1]", "e", "['01']", "f", "$g", "h", "[1]", "j", "->",
            "m", "->"
        ]
    );
}
