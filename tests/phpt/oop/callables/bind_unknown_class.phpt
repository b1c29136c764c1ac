--TEST--
Closure::bind with an unknown class name warns
--FILE--
<?php
$f = function () { return 1; };
var_dump(Closure::bind($f, null, 'NoSuchClass'));
--EXPECTF--

Warning: Class "NoSuchClass" not found in %s on line 3
NULL
