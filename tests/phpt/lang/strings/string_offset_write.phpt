--TEST--
Writing string offsets
--FILE--
<?php
$s = "abc";
$s[1] = 'X';
var_dump($s);
$s[5] = 'Z';
var_dump($s);
$s[-1] = 'q';
var_dump($s);
$s[0] = 'LONG';
var_dump($s);
--EXPECTF--
string(3) "aXc"
string(6) "aXc  Z"
string(6) "aXc  q"

Warning: Only the first byte will be assigned to the string offset in %s on line 9
string(6) "LXc  q"
