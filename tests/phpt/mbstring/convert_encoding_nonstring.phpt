--TEST--
mb_convert_encoding() of ints
--INI--
extension=mbstring
--FILE--
<?php
var_dump(mb_convert_encoding(123, 'UTF-16BE', 'UTF-8') === "\x00\x31\x00\x32\x00\x33");
var_dump(mb_convert_encoding(1.5, 'UTF-8'));
?>
--EXPECT--
bool(true)
string(3) "1.5"
