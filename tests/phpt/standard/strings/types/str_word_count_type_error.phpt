--TEST--
str_word_count() argument type error
--FILE--
<?php
try { var_dump(str_word_count("a", "b")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: str_word_count(): Argument #2 ($format) must be of type int, string given
