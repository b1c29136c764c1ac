--TEST--
Exception constructor with null message or code and a fractional float code
--FILE--
<?php
$e = new Exception(null);
var_dump($e->getMessage());
$e = new RuntimeException('m', null);
var_dump($e->getCode());
$e = new Error('m', 2.5);
var_dump($e->getCode());
$e = new LogicException('m', '7');
var_dump($e->getCode());
--EXPECTF--

Deprecated: Exception::__construct(): Passing null to parameter #1 ($message) of type string is deprecated in %s on line 2
string(0) ""

Deprecated: Exception::__construct(): Passing null to parameter #2 ($code) of type int is deprecated in %s on line 4
int(0)

Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line 6
int(2)
int(7)
