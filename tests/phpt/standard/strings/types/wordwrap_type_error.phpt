--TEST--
wordwrap() argument type error
--FILE--
<?php
try { var_dump(wordwrap("a", [])); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: wordwrap(): Argument #2 ($width) must be of type int, array given
