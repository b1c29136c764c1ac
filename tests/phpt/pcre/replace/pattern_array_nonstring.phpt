--TEST--
non-string entries in a pattern array are converted
--FILE--
<?php
var_dump(preg_replace(['/a/', 5], 'x', 'a5'));
--EXPECTF--

Warning: preg_replace(): Delimiter must not be alphanumeric, backslash, or NUL in %s on line 2
NULL
