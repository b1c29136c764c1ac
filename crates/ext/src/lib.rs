//! tusk-ext (being written).
