//! Developer tool: prints mago's tree and Tusk's AST for a PHP file.
//! Usage: cargo run -p tusk-syntax --example dump -- FILE [mago]
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: dump FILE [mago]");
        return;
    };
    let src = std::fs::read(path).unwrap_or_default();
    if args.get(2).map(String::as_str) == Some("mago") {
        let arena = bumpalo::Bump::new();
        let program = mago_syntax::parser::parse_file_content(
            &arena,
            mago_database::file::FileId::zero(),
            &src,
        );
        println!("{:#?}", program.statements);
        println!("errors: {:#?}", program.errors);
        return;
    }
    match tusk_syntax::parse(&src) {
        Ok(p) => println!("{p:#?}"),
        Err(e) => println!("{e:?}"),
    }
}
