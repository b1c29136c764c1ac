//! Developer tool: prints mago's tree or Tusk's AST for PHP files, or
//! (with `lint`) each file's parse error as `php -l` would word it.
//! Usage: cargo run -p tusk-syntax --example dump -- [mago|lint] FILE...
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mode, files) = match args.first().map(String::as_str) {
        Some("mago") => ("mago", &args[1..]),
        Some("lint") => ("lint", &args[1..]),
        _ => ("ast", &args[..]),
    };
    for path in files {
        let src = std::fs::read(path).unwrap_or_default();
        match mode {
            "mago" => {
                let arena = bumpalo::Bump::new();
                let program = mago_syntax::parser::parse_file_content(
                    &arena,
                    mago_database::file::FileId::zero(),
                    &src,
                );
                println!("{:#?}", program.statements);
                println!("errors: {:#?}", program.errors);
            }
            "lint" => match tusk_syntax::parse(&src) {
                Ok(_) => println!("No syntax errors detected in {path}"),
                Err(e) => println!(
                    "PHP {} error:  {} in {path} on line {}",
                    if e.fatal { "Fatal" } else { "Parse" },
                    e.message,
                    e.line
                ),
            },
            _ => match tusk_syntax::parse(&src) {
                Ok(p) => println!("{p:#?}"),
                Err(e) => println!("{e:?}"),
            },
        }
    }
}
