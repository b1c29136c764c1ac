--TEST--
Incrementing an empty string gives "1"
--FILE--
<?php
$s = "";
$s++;
var_dump($s);
$t = "";
$t--;
var_dump($t);
--EXPECT--
string(1) "1"
int(-1)
