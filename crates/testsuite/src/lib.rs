//! tusk-testsuite (being written).
