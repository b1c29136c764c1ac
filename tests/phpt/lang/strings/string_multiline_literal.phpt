--TEST--
Double-quoted string spanning lines
--FILE--
<?php
$x = "first
second
  third";
var_dump($x);
--EXPECT--
string(20) "first
second
  third"
