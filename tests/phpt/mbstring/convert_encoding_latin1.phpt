--TEST--
mb_convert_encoding() with ISO-8859-1, Windows-1252 and ASCII
--INI--
extension=mbstring
--FILE--
<?php
echo bin2hex(mb_convert_encoding('é€😀', 'ISO-8859-1', 'UTF-8')), "\n";
echo bin2hex(mb_convert_encoding('é€😀', 'Windows-1252', 'UTF-8')), "\n";
echo bin2hex(mb_convert_encoding('é€😀', 'ASCII', 'UTF-8')), "\n";
echo bin2hex(mb_convert_encoding("\x80\x81\x9f\xe9", 'UTF-8', 'Windows-1252')), "\n";
echo bin2hex(mb_convert_encoding("\xa4\xe9", 'UTF-8', 'ISO-8859-15')), "\n";
echo bin2hex(mb_convert_encoding("\xff", 'UTF-8', 'ASCII')), "\n";
echo bin2hex(mb_convert_encoding("\xe9", 'UTF-8', 'ISO-8859-1')), "\n";
echo bin2hex(mb_convert_encoding('€', 'ISO-8859-15', 'UTF-8')), "\n";
?>
--EXPECT--
e93f3f
e9803f
3f3f3f
e282acc281c5b8c3a9
e282acc3a9
3f
c3a9
a4
