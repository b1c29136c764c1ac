--TEST--
a bad pattern in an array of patterns
--FILE--
<?php
var_dump(preg_replace(['/a/', '/(/'], 'x', 'abc', -1, $c), $c);
--EXPECTF--

Warning: preg_replace(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2
NULL
int(1)
