--TEST--
a bad pattern drops every element of an array subject
--FILE--
<?php
var_dump(preg_replace('/(/', 'x', ['a', 'b']));
--EXPECTF--

Warning: preg_replace(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2

Warning: preg_replace(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2
array(0) {
}
