--TEST--
mb_strtoupper() in ISO-8859-1
--INI--
extension=mbstring
--FILE--
<?php
echo bin2hex(mb_strtoupper("\xe9t\xe9", 'ISO-8859-1')), "\n";
echo bin2hex(mb_strtolower("\xc9T\xc9", 'ISO-8859-1')), "\n";
echo bin2hex(mb_strtoupper("\xdf\xff", 'ISO-8859-1')), "\n";
?>
--EXPECT--
c954c9
e974e9
53533f
