--TEST--
mb_convert_encoding() with 8bit
--INI--
extension=mbstring
--FILE--
<?php
echo bin2hex(mb_convert_encoding("\x00\xff", 'UTF-8', '8bit')), "\n";
echo bin2hex(mb_convert_encoding('aé€', '8bit', 'UTF-8')), "\n";
?>
--EXPECT--
00c3bf
61e93f
