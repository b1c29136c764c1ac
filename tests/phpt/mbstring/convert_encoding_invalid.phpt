--TEST--
mb_convert_encoding() substitutes invalid input
--INI--
extension=mbstring
--FILE--
<?php
echo mb_convert_encoding("a\xffb\xe2\x82c\xc0\xafd", 'UTF-8', 'UTF-8'), "\n";
echo bin2hex(mb_convert_encoding("a\xff", 'UTF-16BE', 'UTF-8')), "\n";
echo mb_convert_encoding("a\x80b", 'UTF-8', 'ASCII'), "\n";
?>
--EXPECT--
a?b?c??d
0061003f
a?b
