--TEST--
Cannot bind closure to scope of internal class
--FILE--
<?php
$f = function () { return 1; };
var_dump(Closure::bind($f, null, 'stdClass'));
var_dump(Closure::bind($f, null, 'Exception'));
var_dump(Closure::bind($f, null, 'ArrayObject'));
--EXPECTF--

Warning: Cannot bind closure to scope of internal class stdClass in %s on line 3
NULL

Warning: Cannot bind closure to scope of internal class Exception in %s on line 4
NULL

Warning: Cannot bind closure to scope of internal class ArrayObject in %s on line 5
NULL
