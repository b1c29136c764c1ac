--TEST--
ArgumentCountError for user and internal functions
--FILE--
<?php
function two($a, $b) {}
try { two(1); } catch (ArgumentCountError $e) { echo get_class($e), "\n"; }
try { strlen('a', 'b'); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { str_replace(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
class K { function __construct($x) {} }
try { new K; } catch (ArgumentCountError $e) { echo preg_replace('/passed in .* on/', 'passed in X on', $e->getMessage()), "\n"; }
var_dump(new ArgumentCountError instanceof TypeError);
--EXPECT--
ArgumentCountError
strlen() expects exactly 1 argument, 2 given
str_replace() expects at least 3 arguments, 0 given
Too few arguments to function K::__construct(), 0 passed in X on line 7 and exactly 1 expected
bool(true)
