//! Lowering from mago-syntax's tree to Tusk's AST (being written).
use crate::{ast, ParseError};

pub fn parse(_src: &[u8]) -> Result<ast::Program, ParseError> {
    Err(ParseError {
        message: "parser not written yet".into(),
        line: 1,
        fatal: false,
    })
}
