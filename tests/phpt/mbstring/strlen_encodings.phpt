--TEST--
mb_strlen() in other encodings
--INI--
extension=mbstring
--FILE--
<?php
var_dump(mb_strlen("\xD8\x3D\xDE\x00", 'UTF-16BE'));
var_dump(mb_strlen('abc', 'UTF-16'));
var_dump(mb_strlen('abcd', 'UTF-16LE'));
var_dump(mb_strlen('abcdefgh', 'UTF-32'));
var_dump(mb_strlen("\xff\xfe", 'ASCII'));
var_dump(mb_strlen("\xDE\x00\xDE\x00", 'UTF-16BE'));
var_dump(mb_strlen('abcd', 'UCS-2'));
var_dump(mb_strlen('héllo', 'ISO-8859-1'));
?>
--EXPECT--
int(1)
int(2)
int(2)
int(2)
int(2)
int(2)
int(2)
int(6)
