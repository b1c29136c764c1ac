//! Parse-error wording and lines, checked against what `php -l` (php 8.2)
//! printed for the same snippets (see the table: each expectation was
//! copied from php's output, never written by hand).

use tusk_syntax::parse;

/// (source, message, line, fatal)
const CASES: &[(&str, &str, u32, bool)] = &[
    (
        "<?php\n$a = 1\n$b = 2;\n",
        "syntax error, unexpected variable \"$b\"",
        3,
        false,
    ),
    (
        "<?php\necho 'abc",
        "syntax error, unexpected string content \"abc\"",
        2,
        false,
    ),
    (
        "<?php\necho \"abc",
        "syntax error, unexpected end of file, expecting variable or \"${\" or \"{$\"",
        2,
        false,
    ),
    (
        "<?php\nif ($a) {\n echo 1;\n",
        "Unclosed '{' on line 2",
        4,
        false,
    ),
    (
        "<?php\n$a = [1, 2;\n",
        "syntax error, unexpected token \";\", expecting \"]\"",
        2,
        false,
    ),
    (
        "<?php\nfoo(1, 2;\n",
        "syntax error, unexpected token \";\", expecting \")\"",
        2,
        false,
    ),
    (
        "<?php\nfunction () {}\n",
        "syntax error, unexpected end of file",
        3,
        false,
    ),
    (
        "<?php\n$a = 5 5;\n",
        "syntax error, unexpected integer \"5\"",
        2,
        false,
    ),
    (
        "<?php\n$a = 1.5 2;\n",
        "syntax error, unexpected integer \"2\"",
        2,
        false,
    ),
    (
        "<?php\n$a = $b $c;\n",
        "syntax error, unexpected variable \"$c\"",
        2,
        false,
    ),
    (
        "<?php\n$a = \"x\" \"y\";\n",
        "syntax error, unexpected double-quoted string \"y\"",
        2,
        false,
    ),
    (
        "<?php\n$a = 'x' 'y';\n",
        "syntax error, unexpected single-quoted string \"y\"",
        2,
        false,
    ),
    (
        "<?php\n$a = foo bar;\n",
        "syntax error, unexpected identifier \"bar\"",
        2,
        false,
    ),
    (
        "<?php\n$a = 1 \\foo\\bar;\n",
        "syntax error, unexpected fully qualified name \"\\foo\\bar\"",
        2,
        false,
    ),
    (
        "<?php\n$a = 1 foo\\bar;\n",
        "syntax error, unexpected namespaced name \"foo\\bar\"",
        2,
        false,
    ),
    (
        "<?php\n$a = 1 namespace\\bar;\n",
        "syntax error, unexpected namespace-relative name \"namespace\\bar\"",
        2,
        false,
    ),
    ("<?php\n}\n", "Unmatched '}'", 2, false),
    (
        "<?php\n$a = ;\n",
        "syntax error, unexpected token \";\"",
        2,
        false,
    ),
    (
        "<?php\nclass { }\n",
        "syntax error, unexpected token \"{\", expecting identifier",
        2,
        false,
    ),
    (
        "<?php\n$a = 1 if;\n",
        "syntax error, unexpected token \"if\"",
        2,
        false,
    ),
    (
        "<?php\necho \x01;\n",
        "syntax error, unexpected character 0x01",
        2,
        false,
    ),
    (
        "<?php\n$x = 1 \"a $b c\";\n",
        "syntax error, unexpected double-quote mark",
        2,
        false,
    ),
    (
        "<?php\n$x = 1 <<<EOT\nabc\nEOT;\n",
        "syntax error, unexpected heredoc start \"<<<EOT\"",
        3,
        false,
    ),
    (
        "<?php\n$x = 1 ?>\nhello <?php 5 5;\n",
        "syntax error, unexpected integer \"5\"",
        3,
        false,
    ),
    (
        "<?php\n$x = 1 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';\n",
        "syntax error, unexpected single-quoted string \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...\"",
        2,
        false,
    ),
    (
        "<?php\nfunction f( { }\n",
        "syntax error, unexpected token \"{\", expecting variable",
        2,
        false,
    ),
    (
        "<?php\nfor ($i = 0; $i < 10 $i++) {}\n",
        "syntax error, unexpected variable \"$i\", expecting \";\"",
        2,
        false,
    ),
    (
        "<?php\nwhile (1) { echo 1 }\n",
        "syntax error, unexpected token \"}\", expecting \",\" or \";\"",
        2,
        false,
    ),
    ("<?php\n$x = 08;\n", "Invalid numeric literal", 2, false),
    (
        "<?php\n$x = (real) 1;\n",
        "The (real) cast has been removed, use (float) instead",
        2,
        false,
    ),
    (
        "<?php\n$x = (unset) 1;\n",
        "The (unset) cast is no longer supported",
        2,
        true,
    ),
    (
        "<?php\n$x = \"\\u{110000}\";\n",
        "Invalid UTF-8 codepoint escape sequence: Codepoint too large",
        2,
        false,
    ),
    (
        "<?php\n$x = \"\\u{zz}\";\n",
        "Invalid UTF-8 codepoint escape sequence",
        2,
        false,
    ),
    (
        "<?php\n$x = $a |> foo(...);\n",
        "syntax error, unexpected token \">\"",
        2,
        false,
    ),
    (
        "<?php\nclass A { public int $x { get => 1; } }\n",
        "syntax error, unexpected token \"{\", expecting \",\" or \";\"",
        2,
        false,
    ),
    (
        "<?php\nclass A { const int X = 1; }\n",
        "syntax error, unexpected identifier \"X\", expecting \"=\"",
        2,
        false,
    ),
    (
        "<?php\n$a = [1, , 2];\n",
        "Cannot use empty array elements in arrays",
        2,
        true,
    ),
    (
        "<?php\nbreak 0;\n",
        "'break' operator accepts only positive integers",
        2,
        true,
    ),
    (
        "<?php\n  $x = <<<EOT\n  a\n b\n  EOT;\n",
        "Invalid body indentation level (expecting an indentation level of at least 2)",
        4,
        false,
    ),
    (
        "<?php\necho 1\n",
        "syntax error, unexpected end of file, expecting \",\" or \";\"",
        3,
        false,
    ),
    (
        "<?php\nfunction f() {\n  return 1\n}\n",
        "syntax error, unexpected token \"}\", expecting \";\"",
        4,
        false,
    ),
    (
        "<?php\nglobal $a $b;\n",
        "syntax error, unexpected variable \"$b\", expecting \",\" or \";\"",
        2,
        false,
    ),
    (
        "<?php\nunset($a) $b;\n",
        "syntax error, unexpected variable \"$b\", expecting \";\"",
        2,
        false,
    ),
    (
        "<?php\nnamespace A\nfoo();\n",
        "syntax error, unexpected identifier \"foo\", expecting \"{\"",
        3,
        false,
    ),
    (
        "<?php\n$a = (1 + 2;\n",
        "syntax error, unexpected token \";\"",
        2,
        false,
    ),
    ("<?php\n$a = 1 + 2);\n", "Unmatched ')'", 2, false),
    (
        "<?php\n$x = [1, 2);\n",
        "Unclosed '[' does not match ')'",
        2,
        false,
    ),
    (
        "<?php\n$a++ ++;\n",
        "syntax error, unexpected token \"++\"",
        2,
        false,
    ),
    (
        "<?php\ntry { } \n$a = 1;\n",
        "Cannot use try without catch or finally",
        2,
        true,
    ),
    (
        "<?php\nclass A extends B, C {}\n",
        "syntax error, unexpected token \",\", expecting \"{\"",
        2,
        false,
    ),
    (
        "<?php\nif (1;\n",
        "syntax error, unexpected token \";\"",
        2,
        false,
    ),
    (
        "<?php\n$a->foo(1;\n",
        "syntax error, unexpected token \";\", expecting \")\"",
        2,
        false,
    ),
    (
        "<?php\necho 1;\n?>\n<?php echo 2 echo 3;\n",
        "syntax error, unexpected token \"echo\", expecting \",\" or \";\"",
        4,
        false,
    ),
];

#[test]
fn parse_errors_match_php() {
    let mut failures = Vec::new();
    for &(src, message, line, fatal) in CASES {
        match parse(src.as_bytes()) {
            Ok(_) => failures.push(format!("{src:?}: parsed, php says {message:?}")),
            Err(e) => {
                if e.message != message || e.line != line || e.fatal != fatal {
                    failures.push(format!(
                        "{src:?}:\n   got  {:?} line {} fatal {}\n   want {message:?} line {line} fatal {fatal}",
                        e.message, e.line, e.fatal
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn deep_nesting_does_not_overflow() {
    for (open, close) in [("(", ")"), ("[", "]"), ("-", ""), ("!", ""), ("$a=", "")] {
        for n in [300usize, 600, 100_000] {
            let src = format!("<?php $x = {}1{};", open.repeat(n), close.repeat(n));
            let _ = parse(src.as_bytes());
        }
    }
    let chain = format!("<?php $x = {}1;", "1+".repeat(100_000));
    let r = parse(chain.as_bytes());
    assert_eq!(r.unwrap_err().message, "memory exhausted");
    let ok = format!("<?php $x = {}1;", "1+".repeat(5_000));
    assert!(parse(ok.as_bytes()).is_ok());
    let calls = format!("<?php $x{};", "->a()".repeat(3_000));
    assert!(parse(calls.as_bytes()).is_ok());
    let blocks = format!("<?php {}{}", "if (1) {".repeat(200), "}".repeat(200));
    assert!(parse(blocks.as_bytes()).is_ok());
}

#[test]
fn parsing_works_on_a_small_stack() {
    let src = format!(
        "<?php $x = {}1{}; $y = {}1;",
        "[".repeat(400),
        "]".repeat(400),
        "1+".repeat(3000)
    );
    let ok = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || parse(src.as_bytes()).is_ok())
        .unwrap()
        .join()
        .unwrap();
    assert!(ok);
}

#[test]
fn garbage_never_panics() {
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let alphabet = b"<?php $a=1;(){}[]\"'`\\$ab?->::=>..+-*/%&|^!~@#\n<<<EOT\nEOT;0x1e5_ ";
    for _ in 0..2000 {
        let len = (seed % 64) as usize;
        let mut s = Vec::with_capacity(len + 6);
        s.extend_from_slice(b"<?php ");
        for _ in 0..len {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            s.push(alphabet[(seed % alphabet.len() as u64) as usize]);
        }
        let _ = parse(&s);
    }
}
