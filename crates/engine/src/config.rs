//! Configuration: ini settings with php's defaults, php.ini parsing, -d.
//! (Being written.)

/// The effective ini settings, in the order they were set.
#[derive(Clone, Debug, Default)]
pub struct Config {
    pub ini: Vec<(String, String)>,
}
