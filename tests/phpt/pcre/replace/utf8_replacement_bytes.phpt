--TEST--
replacement bytes are copied as they are
--FILE--
<?php
var_dump(bin2hex(preg_replace('/a/', "\xff\xfe", 'bab')));
--EXPECT--
string(8) "62fffe62"
