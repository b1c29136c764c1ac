--TEST--
metaphone() argument type error
--FILE--
<?php
try { var_dump(metaphone("a", "b")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: metaphone(): Argument #2 ($max_phonemes) must be of type int, string given
