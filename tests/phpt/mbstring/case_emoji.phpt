--TEST--
mb_strtoupper()/mb_strtolower() of emoji text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'a😀b🎉c';
var_dump(mb_strtoupper($s), mb_strtolower($s));
var_dump(mb_convert_case($s, MB_CASE_TITLE));
?>
--EXPECT--
string(11) "A😀B🎉C"
string(11) "a😀b🎉c"
string(11) "A😀B🎉C"
