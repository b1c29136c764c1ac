--TEST--
a bad pattern in an array warns once per subject
--FILE--
<?php
var_dump(preg_replace(['/a/', 'bad'], 'x', ['a', 'b']));
--EXPECTF--

Warning: preg_replace(): Delimiter must not be alphanumeric, backslash, or NUL in %s on line 2

Warning: preg_replace(): Delimiter must not be alphanumeric, backslash, or NUL in %s on line 2
array(0) {
}
