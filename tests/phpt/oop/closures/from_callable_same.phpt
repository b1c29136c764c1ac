--TEST--
fromCallable returns the same Closure object
--FILE--
<?php
$f = function() {};
var_dump(Closure::fromCallable($f) === $f);
--EXPECT--
bool(true)
