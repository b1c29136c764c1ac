--TEST--
mb_convert_encoding() from UTF-16 with and without a BOM
--INI--
extension=mbstring
--FILE--
<?php
echo bin2hex(mb_convert_encoding("\xFF\xFE\x41\x00", 'UTF-8', 'UTF-16')), "\n";
echo bin2hex(mb_convert_encoding("\xFE\xFF\x00\x41", 'UTF-8', 'UTF-16')), "\n";
echo bin2hex(mb_convert_encoding("\x41\x00", 'UTF-8', 'UTF-16')), "\n";
echo bin2hex(mb_convert_encoding("\x00\x41\x00", 'UTF-8', 'UTF-16BE')), "\n";
echo bin2hex(mb_convert_encoding("\xD8\x00\x00\x41", 'UTF-8', 'UTF-16BE')), "\n";
?>
--EXPECT--
41
41
e48480
413f
3f41
