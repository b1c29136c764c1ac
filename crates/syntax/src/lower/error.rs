//! php's parse-error wording: turns mago's first diagnostic (and php's own
//! bracket-matching checks, which php's lexer makes before the grammar
//! sees a token) into `syntax error, unexpected <token>[, expecting X]`.
//! Token descriptions follow php 8's names ("identifier", "variable",
//! "integer", `token ";"`, ...).

use mago_database::file::FileId;
use mago_span::HasSpan;
use mago_syntax::ast::Program as MagoProgram;
use mago_syntax::error::{ParseError as MagoError, SyntaxError};
use mago_syntax::lexer::Lexer;
use mago_syntax::token::{Token, TokenKind};
use mago_syntax_core::input::Input;

use super::LineTable;
use crate::ParseError;

pub(crate) fn lexer(src: &[u8]) -> Lexer<'_> {
    Lexer::new(Input::new(FileId::zero(), src), super::LEXER_SETTINGS)
}

/// The first error of a failed parse, in php's words.
pub(crate) fn convert(src: &[u8], lines: &LineTable, program: &MagoProgram<'_>) -> ParseError {
    let Some(first) = program.errors.iter().min_by_key(|e| error_offset(e)) else {
        return ParseError {
            message: "syntax error".into(),
            line: 1,
            fatal: false,
        };
    };
    let offset = error_offset(first);
    if matches!(
        first,
        MagoError::SyntaxError(SyntaxError::UnexpectedEndOfFile(..))
    ) {
        if let Some(c) = unterminated_comment(src, lines) {
            return c.1;
        }
    }
    if let Some(b) = bracket_error(src, lines) {
        if b.0 <= offset {
            return b.1;
        }
    }
    let (message, at) = message_for(src, first);
    ParseError {
        message,
        line: lines.line(at),
        fatal: false,
    }
}

/// php's lexer stops at a `/*` comment that never closes (mago's lexer
/// reports it as an unexpected end of file).
fn unterminated_comment(src: &[u8], lines: &LineTable) -> Option<(u32, ParseError)> {
    let mut lx = lexer(src);
    let mut last_end = 0usize;
    let at = loop {
        match lx.advance()? {
            Ok(t) => last_end = t.start.offset as usize + t.value.len(),
            Err(SyntaxError::UnexpectedEndOfFile(..)) => break last_end,
            Err(_) => return None,
        }
    };
    if !src.get(at..)?.starts_with(b"/*") {
        return None;
    }
    let line = lines.line(at as u32);
    Some((
        at as u32,
        ParseError {
            message: format!("Unterminated comment starting line {line}"),
            line,
            fatal: false,
        },
    ))
}

/// Syntax php's grammar accepts only to reject it at compile time: when
/// the first error is at such a construct, the bytes to change so that it
/// parses (to look for a later syntax error, which wins), php's message,
/// and the offset it is reported at.
pub(crate) type Rejected = (Vec<(usize, u8)>, &'static str, u32);

pub(crate) fn rejected_syntax(src: &[u8], program: &MagoProgram<'_>) -> Option<Rejected> {
    let first = program.errors.iter().min_by_key(|e| error_offset(e))?;
    let MagoError::UnexpectedToken(_, kind, span) = first else {
        return None;
    };
    let at = span.start.offset as usize;
    // The significant tokens before the error, and the error's own.
    let mut lx = lexer(src);
    let mut before: Vec<(TokenKind, usize)> = Vec::new();
    let mut after: Vec<(TokenKind, usize)> = Vec::new();
    while let Some(Ok(t)) = lx.advance() {
        if t.kind.is_trivia() {
            continue;
        }
        let o = t.start.offset as usize;
        if o < at {
            before.push((t.kind, o));
        } else {
            after.push((t.kind, o));
            // `$s{...}` needs the matching `}`.
            if *kind != TokenKind::LeftBrace {
                break;
            }
        }
    }
    match (kind, before.as_slice()) {
        // `$s{0}`, `$a[1]{0}`: the curly-brace offset syntax removed in php 8.
        (TokenKind::LeftBrace, [.., (TokenKind::Variable | TokenKind::RightBracket, _)]) => {
            let mut depth = 0usize;
            for (k, o) in &after {
                match k {
                    TokenKind::LeftBrace | TokenKind::DollarLeftBrace => depth += 1,
                    TokenKind::RightBrace => {
                        depth -= 1;
                        if depth == 0 {
                            return Some((
                                vec![(at, b'['), (*o, b']')],
                                "Array and string offset access syntax with curly braces is no longer supported",
                                at as u32,
                            ));
                        }
                    }
                    _ => {}
                }
            }
            None
        }
        // `new A(...)`, `$o?->m(...)`: first-class callable syntax php
        // parses and then refuses.
        (
            TokenKind::RightParenthesis,
            [.., (prev, _), (name, _), (TokenKind::LeftParenthesis, _), (TokenKind::DotDotDot, d)],
        ) => {
            use TokenKind as T;
            let message = match (prev, name) {
                (
                    T::New,
                    T::Identifier
                    | T::QualifiedIdentifier
                    | T::FullyQualifiedIdentifier
                    | T::Variable
                    | T::Static
                    | T::Self_
                    | T::Parent,
                ) => "Cannot create Closure for new expression",
                (T::QuestionMinusGreaterThan, T::Identifier | T::Variable) => {
                    "Cannot combine nullsafe operator with Closure creation"
                }
                _ => return None,
            };
            let edits = (*d..*d + 3).map(|i| (i, b' ')).collect();
            Some((edits, message, *d as u32))
        }
        // `f as final g`: php's grammar takes any member modifier there
        // and its compiler refuses the non-visibility ones.
        (
            TokenKind::Identifier,
            [.., (TokenKind::As, _), (
                m @ (TokenKind::Final
                | TokenKind::Static
                | TokenKind::Abstract
                | TokenKind::Readonly),
                o,
            )],
        ) => {
            let (word, message) = match m {
                TokenKind::Final => ("final", "Cannot use 'final' as method modifier"),
                TokenKind::Static => ("static", "Cannot use 'static' as method modifier"),
                TokenKind::Abstract => ("abstract", "Cannot use 'abstract' as method modifier"),
                _ => ("readonly", "Cannot use 'readonly' as method modifier"),
            };
            let edits = (*o..*o + word.len()).map(|i| (i, b' ')).collect();
            Some((edits, message, *o as u32))
        }
        _ => None,
    }
}

fn error_offset(e: &MagoError) -> u32 {
    match e {
        MagoError::UnexpectedEndOfFile(..) => u32::MAX,
        _ => e.span().start.offset,
    }
}

fn message_for(src: &[u8], e: &MagoError) -> (String, u32) {
    let eof = src.len() as u32;
    match e {
        MagoError::SyntaxError(SyntaxError::UnexpectedEndOfFile(..)) => {
            ("syntax error, unexpected end of file".into(), eof)
        }
        MagoError::SyntaxError(
            SyntaxError::UnexpectedToken(_, b, p) | SyntaxError::UnrecognizedToken(_, b, p),
        ) => {
            let prev = p.offset.checked_sub(1).and_then(|i| src.get(i as usize));
            if b.is_ascii_alphanumeric()
                && prev.is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                // `08`, `0b12`: the lexer split a malformed number.
                return ("Invalid numeric literal".into(), p.offset);
            }
            (
                format!("syntax error, unexpected character 0x{b:02X}"),
                p.offset,
            )
        }
        MagoError::UnexpectedEndOfFile(..) if ends_in_heredoc(src) => (
            "syntax error, unexpected end of file, expecting variable or heredoc end or \"${\" or \"{$\"".into(),
            eof,
        ),
        MagoError::UnexpectedEndOfFile(expected, ..) => {
            let mut m = String::from("syntax error, unexpected end of file");
            expecting(&mut m, expected, src, eof);
            (m, eof)
        }
        MagoError::UnexpectedToken(expected, kind, span) => {
            let at = span.start.offset;
            let text = src
                .get(at as usize..span.end.offset as usize)
                .unwrap_or_default();
            match kind {
                // php 8.2 has no `|>`: it stops at the `>`.
                TokenKind::PipeGreaterThan => {
                    return ("syntax error, unexpected token \">\"".into(), at + 1);
                }
                // The heredoc start token ends with its newline; php's line
                // counter has passed it.
                TokenKind::DocumentStart(_) => {
                    return (
                        format!("syntax error, unexpected {}", describe(*kind, text)),
                        span.end.offset,
                    );
                }
                _ => {}
            }
            let mut m = format!("syntax error, unexpected {}", describe(*kind, text));
            expecting(&mut m, expected, src, at);
            (m, at)
        }
        MagoError::UnclosedLiteralString(_, span) => {
            let at = span.start.offset as usize;
            let body = src
                .get(at + 1..span.end.offset as usize)
                .unwrap_or_default();
            if src.get(at) == Some(&b'"') {
                (
                    "syntax error, unexpected end of file, expecting variable or \"${\" or \"{$\""
                        .into(),
                    eof,
                )
            } else {
                let mut body = body;
                while let [rest @ .., b'\n' | b'\r'] = body {
                    body = rest;
                }
                (
                    format!("syntax error, unexpected string content {}", quoted(body)),
                    at as u32,
                )
            }
        }
        MagoError::RecursionLimitExceeded(span) => ("memory exhausted".into(), span.start.offset),
    }
}

/// php names the expected token only when there is exactly one (or a
/// short list); for a missing `;` the list depends on the statement.
fn expecting(m: &mut String, expected: &[TokenKind], src: &[u8], at: u32) {
    if top_level_statement_start(src, at) {
        m.push_str(", expecting end of file");
        return;
    }
    if after_dollar(src, at) {
        m.push_str(", expecting variable or \"{\" or \"$\"");
        return;
    }
    if matches!(expected, [TokenKind::Semicolon, TokenKind::CloseTag]) {
        if let Some(e) = terminator_expectation(src, at) {
            m.push_str(", expecting ");
            m.push_str(e);
        }
        return;
    }
    if matches!(expected, [TokenKind::RightBrace]) && after_dollar_brace_name(src, at) {
        // `${name junk`: php's lexer made `name` a variable name, after
        // which its grammar lists nothing.
        return;
    }
    if matches!(expected, [TokenKind::RightBrace]) && in_braced_interpolation(src, at) {
        m.push_str(", expecting ");
        m.push_str(AFTER_VARIABLE);
        return;
    }
    if let [one] = expected {
        if *one == TokenKind::RightParenthesis && !in_call_parens(src, at) {
            // A grouping `(expr` : php lists nothing.
            return;
        }
        if let Some(d) = expected_name(*one) {
            m.push_str(", expecting ");
            m.push_str(&d);
        }
    }
}

/// Whether the significant token before `at` is a lone `$` (a variable
/// variable whose name part is missing).
fn after_dollar(src: &[u8], at: u32) -> bool {
    let mut lx = lexer(src);
    let mut prev = None;
    while let Some(Ok(t)) = lx.advance() {
        if t.kind.is_trivia() {
            continue;
        }
        if t.start.offset >= at {
            break;
        }
        prev = Some(t.kind);
    }
    prev == Some(TokenKind::Dollar)
}

/// A keyword that only continues a statement (`else`, `catch`, `endif`,
/// `case`...) found where a top-level statement would start: php's parser
/// can then only accept the end of the file.
pub(crate) fn top_level_statement_start(src: &[u8], at: u32) -> bool {
    let mut lx = lexer(src);
    let mut depth = 0i64;
    let mut prev: Option<TokenKind> = None;
    let mut here: Option<TokenKind> = None;
    while let Some(Ok(t)) = lx.advance() {
        if t.kind.is_trivia() {
            continue;
        }
        if t.start.offset >= at {
            here = Some(t.kind);
            break;
        }
        match t.kind {
            TokenKind::LeftBrace
            | TokenKind::DollarLeftBrace
            | TokenKind::LeftParenthesis
            | TokenKind::LeftBracket => depth += 1,
            TokenKind::RightBrace | TokenKind::RightParenthesis | TokenKind::RightBracket => {
                depth -= 1
            }
            _ => {}
        }
        prev = Some(t.kind);
    }
    depth == 0
        && matches!(
            prev,
            None | Some(
                TokenKind::Semicolon
                    | TokenKind::RightBrace
                    | TokenKind::OpenTag
                    | TokenKind::CloseTag
                    | TokenKind::InlineText
            )
        )
        && matches!(
            here,
            Some(
                TokenKind::Else
                    | TokenKind::ElseIf
                    | TokenKind::Catch
                    | TokenKind::Finally
                    | TokenKind::EndIf
                    | TokenKind::EndWhile
                    | TokenKind::EndFor
                    | TokenKind::EndForeach
                    | TokenKind::EndSwitch
                    | TokenKind::EndDeclare
                    | TokenKind::Case
                    | TokenKind::Default
            )
        )
}

fn expected_name(k: TokenKind) -> Option<String> {
    Some(match k {
        TokenKind::Identifier => "identifier".into(),
        TokenKind::Variable => "variable".into(),
        TokenKind::LiteralInteger => "integer".into(),
        k => {
            let p = punct(k)?;
            format!("\"{p}\"")
        }
    })
}

/// `"text"` with php's 30-byte cut.
fn quoted(text: &[u8]) -> String {
    let cut = text.len() > 30;
    let t = if cut { &text[..30] } else { text };
    let mut s = String::with_capacity(t.len() + 5);
    s.push('"');
    s.push_str(&String::from_utf8_lossy(t));
    if cut {
        s.push_str("...");
    }
    s.push('"');
    s
}

/// php's description of an unexpected token.
pub(crate) fn describe(kind: TokenKind, text: &[u8]) -> String {
    match kind {
        TokenKind::Variable => format!("variable {}", quoted(text)),
        TokenKind::Identifier => format!("identifier {}", quoted(text)),
        TokenKind::QualifiedIdentifier => {
            if text.len() >= 10 && text[..10].eq_ignore_ascii_case(b"namespace\\") {
                format!("namespace-relative name {}", quoted(text))
            } else {
                format!("namespaced name {}", quoted(text))
            }
        }
        TokenKind::FullyQualifiedIdentifier => format!("fully qualified name {}", quoted(text)),
        TokenKind::LiteralInteger => format!("integer {}", quoted(text)),
        TokenKind::LiteralFloat => format!("floating-point number {}", quoted(text)),
        TokenKind::LiteralString | TokenKind::PartialLiteralString => {
            let t = match text.first() {
                Some(b'b' | b'B') => &text[1..],
                _ => text,
            };
            let dq = t.first() == Some(&b'"');
            let body = t
                .get(1..t.len().saturating_sub(1).max(1))
                .unwrap_or_default();
            let decoded = if dq {
                super::literal::unescape(body, super::literal::Quote::Double)
                    .unwrap_or_else(|_| body.to_vec())
            } else {
                super::literal::string_literal(t).unwrap_or_else(|_| body.to_vec())
            };
            if dq && kind == TokenKind::PartialLiteralString {
                // php's lexer returns a `"` that opens no complete string
                // as a token of its own.
                "double-quote mark".into()
            } else if dq {
                format!("double-quoted string {}", quoted(&decoded))
            } else {
                format!("single-quoted string {}", quoted(&decoded))
            }
        }
        TokenKind::DoubleQuote => "double-quote mark".into(),
        TokenKind::StringPart => format!("string content {}", quoted(text)),
        TokenKind::DocumentStart(_) => {
            let t = text.strip_suffix(b"\n").unwrap_or(text);
            let t = t.strip_suffix(b"\r").unwrap_or(t);
            format!("heredoc start {}", quoted(t))
        }
        TokenKind::DocumentEnd => {
            let t: Vec<u8> = text
                .iter()
                .copied()
                .skip_while(|b| *b == b' ' || *b == b'\t')
                .collect();
            format!("heredoc end {}", quoted(&t))
        }
        TokenKind::InlineText | TokenKind::InlineShebang => format!("inline html {}", quoted(text)),
        TokenKind::OpenTag | TokenKind::ShortOpenTag => "token \"<?php\"".into(),
        TokenKind::EchoTag => "token \"<?=\"".into(),
        // php's lexer hands `?>` to the grammar as `;`.
        TokenKind::CloseTag => "token \";\"".into(),
        // php names the magic constants' tokens in capitals.
        TokenKind::DirConstant
        | TokenKind::FileConstant
        | TokenKind::LineConstant
        | TokenKind::FunctionConstant
        | TokenKind::ClassConstant
        | TokenKind::MethodConstant
        | TokenKind::TraitConstant
        | TokenKind::NamespaceConstant => {
            format!(
                "token \"{}\"",
                String::from_utf8_lossy(text).to_ascii_uppercase()
            )
        }
        k => match punct(k) {
            Some(p) => format!("token \"{p}\""),
            None => {
                // Keywords, casts and operators: php quotes the source text.
                let t = String::from_utf8_lossy(text).to_ascii_lowercase();
                format!("token \"{t}\"")
            }
        },
    }
}

fn punct(k: TokenKind) -> Option<&'static str> {
    use TokenKind as T;
    Some(match k {
        T::Semicolon => ";",
        T::Comma => ",",
        T::LeftParenthesis => "(",
        T::RightParenthesis => ")",
        T::LeftBracket => "[",
        T::RightBracket => "]",
        T::LeftBrace => "{",
        T::RightBrace => "}",
        T::Colon => ":",
        T::ColonColon => "::",
        T::Equal => "=",
        T::EqualGreaterThan => "=>",
        T::MinusGreaterThan => "->",
        T::QuestionMinusGreaterThan => "?->",
        T::DollarLeftBrace => "${",
        T::Dollar => "$",
        T::Backtick => "`",
        T::DotDotDot => "...",
        T::Question => "?",
        T::NamespaceSeparator => "\\",
        T::HashLeftBracket => "#[",
        T::Ampersand => "&",
        _ => return None,
    })
}

/// php's lexer checks bracket nesting before the grammar: "Unmatched ')'",
/// "Unclosed '{' on line 2", "Unclosed '(' on line 1 does not match ']'".
/// Returns the offset where php would stop and the error.
fn bracket_error(src: &[u8], lines: &LineTable) -> Option<(u32, ParseError)> {
    let mut lx = lexer(src);
    let mut stack: Vec<(u8, u32)> = Vec::new();
    let mut eof = src.len() as u32;
    let err = |at: u32, message: String| {
        Some((
            at,
            ParseError {
                message,
                line: lines.line(at),
                fatal: false,
            },
        ))
    };
    while let Some(tok) = lx.advance() {
        let Ok(Token { kind, start, .. }) = tok else {
            return None;
        };
        let at = start.offset;
        if kind == TokenKind::HaltCompiler {
            // php's lexer stops at `__halt_compiler`.
            eof = at;
            break;
        }
        let open = match kind {
            TokenKind::LeftParenthesis => Some(b'('),
            TokenKind::LeftBracket | TokenKind::HashLeftBracket => Some(b'['),
            TokenKind::LeftBrace | TokenKind::DollarLeftBrace => Some(b'{'),
            _ => None,
        };
        if let Some(o) = open {
            stack.push((o, at));
            continue;
        }
        let close = match kind {
            TokenKind::RightParenthesis => b')',
            TokenKind::RightBracket => b']',
            TokenKind::RightBrace => b'}',
            _ => continue,
        };
        match stack.pop() {
            None => return err(at, format!("Unmatched '{}'", close as char)),
            Some((o, oat)) => {
                let want = match o {
                    b'(' => b')',
                    b'[' => b']',
                    _ => b'}',
                };
                if want != close {
                    let on = on_line(lines, oat, at);
                    return err(
                        at,
                        format!(
                            "Unclosed '{}'{on} does not match '{}'",
                            o as char, close as char
                        ),
                    );
                }
            }
        }
    }
    let (o, oat) = *stack.last()?;
    let on = on_line(lines, oat, eof);
    err(eof, format!("Unclosed '{}'{on}", o as char)).map(|(_, e)| (u32::MAX, e))
}

/// php names the opener's line only when it differs from the error's.
fn on_line(lines: &LineTable, open: u32, at: u32) -> String {
    let (lo, la) = (lines.line(open), lines.line(at));
    if lo == la {
        String::new()
    } else {
        format!(" on line {lo}")
    }
}

/// Whether the innermost `(` open at `at` belongs to a call or construct
/// (`f(`, `$f(`, `array(`, `isset(`...) rather than a grouping.
/// What php's grammar expects after a complete variable where only a
/// variable may stand (`"{$a b}"`, `++A::X;`): more of the variable.
pub(crate) const AFTER_VARIABLE: &str = "\"->\" or \"?->\" or \"{\" or \"[\"";

/// Whether the two significant tokens before `at` are `${` and a name.
fn after_dollar_brace_name(src: &[u8], at: u32) -> bool {
    let mut lx = lexer(src);
    let mut last = [None, None];
    while let Some(Ok(t)) = lx.advance() {
        if t.start.offset >= at {
            break;
        }
        if !t.kind.is_trivia() {
            last = [last[1], Some(t.kind)];
        }
    }
    matches!(
        last,
        [
            Some(TokenKind::DollarLeftBrace),
            Some(TokenKind::Identifier)
        ]
    )
}

/// Whether `at` is inside a `{$...}` interpolation of a string.
fn in_braced_interpolation(src: &[u8], at: u32) -> bool {
    #[derive(PartialEq)]
    enum Open {
        Str,
        Interp,
        Code,
    }
    let mut lx = lexer(src);
    let mut stack: Vec<Open> = Vec::new();
    while let Some(Ok(t)) = lx.advance() {
        if t.start.offset >= at {
            break;
        }
        let in_str = stack.last() == Some(&Open::Str);
        match t.kind {
            TokenKind::DoubleQuote | TokenKind::Backtick if in_str => {
                stack.pop();
            }
            TokenKind::DoubleQuote | TokenKind::Backtick | TokenKind::DocumentStart(_) => {
                stack.push(Open::Str)
            }
            TokenKind::DocumentEnd if in_str => {
                stack.pop();
            }
            TokenKind::LeftBrace if in_str => stack.push(Open::Interp),
            TokenKind::LeftBrace | TokenKind::DollarLeftBrace => stack.push(Open::Code),
            TokenKind::RightBrace => {
                stack.pop();
            }
            _ => {}
        }
    }
    stack.last() == Some(&Open::Interp)
}

fn in_call_parens(src: &[u8], at: u32) -> bool {
    let mut lx = lexer(src);
    let mut stack: Vec<Option<TokenKind>> = Vec::new();
    let mut prev: Option<TokenKind> = None;
    while let Some(tok) = lx.advance() {
        let Ok(t) = tok else { return true };
        if t.kind.is_trivia() {
            continue;
        }
        if t.start.offset >= at {
            break;
        }
        match t.kind {
            TokenKind::LeftParenthesis => stack.push(prev),
            TokenKind::RightParenthesis => {
                stack.pop();
            }
            _ => {}
        }
        prev = Some(t.kind);
    }
    match stack.last() {
        Some(Some(k)) => {
            use TokenKind as T;
            matches!(
                k,
                T::Identifier
                    | T::QualifiedIdentifier
                    | T::FullyQualifiedIdentifier
                    | T::Variable
                    | T::RightParenthesis
                    | T::RightBracket
                    | T::RightBrace
                    | T::Array
                    | T::Isset
                    | T::Unset
                    | T::List
                    | T::Empty
                    | T::Eval
                    | T::Exit
                    | T::Die
                    | T::Function
                    | T::Fn
                    | T::Static
                    | T::Self_
                    | T::Parent
            )
        }
        _ => true,
    }
}

/// What php expects instead of a missing `;`, from the first token of the
/// statement that contains `at`.
fn terminator_expectation(src: &[u8], at: u32) -> Option<&'static str> {
    let mut lx = lexer(src);
    // One entry per open brace: (paren depth, first token of the statement).
    let mut levels: Vec<(u32, Option<TokenKind>)> = vec![(0, None)];
    while let Some(tok) = lx.advance() {
        let Ok(t) = tok else { return None };
        if t.kind.is_trivia() {
            continue;
        }
        if t.start.offset >= at {
            break;
        }
        let top = levels.last_mut()?;
        match t.kind {
            TokenKind::LeftParenthesis | TokenKind::LeftBracket => top.0 += 1,
            TokenKind::RightParenthesis | TokenKind::RightBracket => {
                top.0 = top.0.saturating_sub(1)
            }
            TokenKind::LeftBrace | TokenKind::DollarLeftBrace => {
                levels.push((0, None));
                continue;
            }
            TokenKind::RightBrace => {
                if levels.len() > 1 {
                    levels.pop();
                }
                if let Some(l) = levels.last_mut() {
                    if l.0 == 0 {
                        l.1 = None;
                    }
                }
                continue;
            }
            TokenKind::Semicolon
            | TokenKind::OpenTag
            | TokenKind::CloseTag
            | TokenKind::EchoTag
                if top.0 == 0 =>
            {
                top.1 = if t.kind == TokenKind::EchoTag {
                    Some(TokenKind::Echo)
                } else {
                    None
                };
                continue;
            }
            _ => {}
        }
        if top.1.is_none() && top.0 == 0 {
            top.1 = Some(t.kind);
        }
    }
    let first = levels.last()?.1?;
    use TokenKind as T;
    Some(match first {
        T::Echo
        | T::Global
        | T::Static
        | T::Const
        | T::Use
        | T::Public
        | T::Protected
        | T::Private
        | T::Var
        | T::Readonly => "\",\" or \";\"",
        T::Return | T::Break | T::Continue | T::Unset | T::While | T::Goto => "\";\"",
        T::Namespace => "\"{\"",
        _ => return None,
    })
}

/// True when the file ends inside an unterminated heredoc/nowdoc.
fn ends_in_heredoc(src: &[u8]) -> bool {
    let mut lx = lexer(src);
    let (mut open, mut body) = (false, false);
    while let Some(Ok(t)) = lx.advance() {
        match t.kind {
            TokenKind::DocumentStart(_) => (open, body) = (true, false),
            TokenKind::DocumentEnd => open = false,
            TokenKind::StringPart => body = true,
            _ => {}
        }
    }
    open && body
}

/// Describes the token starting at (or first after) `offset`.
/// The kind of the significant token starting at or after `offset`.
pub(crate) fn kind_at(src: &[u8], offset: usize) -> Option<TokenKind> {
    let mut lx = lexer(src);
    while let Some(Ok(t)) = lx.advance() {
        if !t.kind.is_trivia() && t.start.offset as usize >= offset {
            return Some(t.kind);
        }
    }
    None
}

/// Whether php's lexer makes a keyword token of a name, so that its
/// grammar cannot take it as a function's name (`readonly`, `enum`,
/// `self`... are names there).
pub(crate) fn reserved_function_name(kind: TokenKind) -> bool {
    kind.is_keyword()
        && !matches!(
            kind,
            TokenKind::Readonly
                | TokenKind::Enum
                | TokenKind::From
                | TokenKind::Self_
                | TokenKind::Parent
                | TokenKind::True
                | TokenKind::False
                | TokenKind::Null
                | TokenKind::PrivateSet
        )
}

pub(crate) fn describe_at(src: &[u8], offset: usize) -> String {
    let mut lx = lexer(src);
    while let Some(tok) = lx.advance() {
        let Ok(t) = tok else { break };
        if t.kind.is_trivia() {
            continue;
        }
        if t.start.offset as usize >= offset {
            return describe(t.kind, t.value);
        }
    }
    "end of file".into()
}
