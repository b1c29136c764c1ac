--TEST--
empty matches step over whole characters with /u
--FILE--
<?php
var_dump(preg_replace('//u', '|', 'éà'));
var_dump(bin2hex(preg_replace('//', '|', 'é')));
--EXPECT--
string(7) "|é|à|"
string(10) "7cc37ca97c"
