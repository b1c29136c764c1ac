--TEST--
mb_strwidth() of ascii text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'hello';
var_dump(mb_strwidth($s));
var_dump(mb_strimwidth($s, 0, 5, '..'));
var_dump(mb_strimwidth($s, 1, 4));
?>
--EXPECT--
int(5)
string(5) "hello"
string(4) "ello"
