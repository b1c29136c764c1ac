--TEST--
hash() argument errors
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash());
t(fn() => hash('md5'));
t(fn() => hash('md5', []));
t(fn() => hash('md5', 'x', false, 'opt'));
t(fn() => hash(['md5'], 'x'));
?>
--EXPECT--
ArgumentCountError: hash() expects at least 2 arguments, 0 given
ArgumentCountError: hash() expects at least 2 arguments, 1 given
TypeError: hash(): Argument #2 ($data) must be of type string, array given
TypeError: hash(): Argument #4 ($options) must be of type array, string given
TypeError: hash(): Argument #1 ($algo) must be of type string, array given
