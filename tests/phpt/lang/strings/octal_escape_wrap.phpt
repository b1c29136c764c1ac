--TEST--
Octal escape above 377 keeps the low byte
--FILE--
<?php
$s = "\400";
var_dump(strlen($s), $s === "\0");
$s = "\777";
var_dump(strlen($s), $s === "\377");
--EXPECTF--

Warning: Octal escape sequence overflow \400 is greater than \377 in %s on line 2

Warning: Octal escape sequence overflow \777 is greater than \377 in %s on line 4
int(1)
bool(true)
int(1)
bool(true)
