--TEST--
var_dump of an undefined variable warns and prints NULL
--FILE--
<?php
var_dump($nope);
--EXPECTF--

Warning: Undefined variable $nope in %s on line 2
NULL
