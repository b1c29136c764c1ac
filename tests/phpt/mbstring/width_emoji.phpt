--TEST--
mb_strwidth() of emoji text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'a😀b🎉c';
var_dump(mb_strwidth($s));
var_dump(mb_strimwidth($s, 0, 5, '..'));
var_dump(mb_strimwidth($s, 1, 4));
?>
--EXPECT--
int(7)
string(7) "a😀.."
string(5) "😀b"
