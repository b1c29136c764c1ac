--TEST--
mb_str_split() of empty text
--INI--
extension=mbstring
--FILE--
<?php
$s = '';
var_dump(mb_str_split($s));
var_dump(mb_str_split($s, 3));
?>
--EXPECT--
array(0) {
}
array(0) {
}
