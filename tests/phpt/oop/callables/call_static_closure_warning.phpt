--TEST--
Closure::call on a static closure warns
--FILE--
<?php
$f = static function () { return 'x'; };
var_dump($f->call(new stdClass));
--EXPECTF--

Warning: Cannot bind an instance to a static closure in %s on line 3
NULL
