--TEST--
An arrow function using a variable undefined at creation warns when run
--FILE--
<?php
$f = fn() => $later;
$later = 1;
var_dump($f());
--EXPECTF--

Warning: Undefined variable $later in %s on line 2
NULL
