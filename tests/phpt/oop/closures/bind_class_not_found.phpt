--TEST--
bindTo with an unknown class name warns
--FILE--
<?php
$f = function() {};
var_dump($f->bindTo(null, "NoSuchClass"));
var_dump(Closure::bind($f, null, "Nope\\Deeper"));
--EXPECTF--

Warning: Class "NoSuchClass" not found in %s on line 3
NULL

Warning: Class "Nope\Deeper" not found in %s on line 4
NULL
