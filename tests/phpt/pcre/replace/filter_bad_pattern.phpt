--TEST--
preg_filter with a bad pattern
--FILE--
<?php
var_dump(preg_filter('/(/', 'b', ['aa', 'c']));
var_dump(preg_filter('/(/', 'b', 'aa'));
--EXPECTF--

Warning: preg_filter(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2

Warning: preg_filter(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2
array(0) {
}

Warning: preg_filter(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 3
NULL
