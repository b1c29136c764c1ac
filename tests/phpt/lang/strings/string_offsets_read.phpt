--TEST--
Reading string offsets positive and negative
--FILE--
<?php
$s = "hello";
var_dump($s[0], $s[4], $s[-1], $s[-5], $s["1"]);
--EXPECT--
string(1) "h"
string(1) "o"
string(1) "o"
string(1) "h"
string(1) "e"
